// The profile: contact details, password change and electronic-delivery consent.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, logInAs, openAccountPage } from './account';
import { axeViolations } from './axe';
import { launchBrowser, openPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function profileOf(username: string): Promise<Page> {
  const page = await openPage(browser);
  await logInAs(page, username);
  await openAccountPage(page, '/my-account/profile/');
  return page;
}

async function changePassword(page: Page, from: string, to: string): Promise<void> {
  const form = page.locator('[data-form="password-change"]');
  await form.getByLabel('Current password').fill(from);
  await form.getByLabel('New password', { exact: true }).fill(to);
  await form.getByLabel('Confirm new password').fill(to);
  await form.getByRole('button', { name: 'Change password' }).click();
  await form.getByText('Your password has been updated.').waitFor();
}

describe('profile', () => {
  it('updates the contact details, and refuses a bad ZIP with the spec message', async () => {
    const page = await profileOf('demo.guard');
    const form = page.locator('[data-form="contact-details"]');
    await form.getByLabel('ZIP code').fill('123');
    await form.getByRole('button', { name: 'Save contact details' }).click();
    await form.getByText('Must match this ##### or this #####-#### pattern').waitFor();
    await form.getByLabel('ZIP code').fill('23510');
    await form.getByLabel('City').fill('Norfolk');
    await form.getByRole('button', { name: 'Save contact details' }).click();
    await form.getByText('Your contact details have been updated.').waitFor();
    await openAccountPage(page, '/my-account/profile/');
    expect(await page.getByLabel('City').inputValue()).toBe('Norfolk');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('changes the password and keeps the member logged in here', async () => {
    // demo.grace: no other browser test changes its password (auth's reset test changes
    // demo.uninsured's).
    const page = await profileOf('demo.grace');
    await changePassword(page, demoPassword, 'Harbor-Lights-2026');
    // The new token works: the next page still loads the member's data.
    await openAccountPage(page, '/my-account/');
    await page.getByRole('heading', { level: 1, name: 'Hello, Avery' }).waitFor();
    await openAccountPage(page, '/my-account/profile/');
    await changePassword(page, 'Harbor-Lights-2026', demoPassword);
    await page.context().close();
  });

  it('records the consent to electronic delivery, then lets it be withdrawn', async () => {
    const page = await profileOf('demo.expired');
    const section = page.locator('[data-consent]');
    await section.getByRole('button', { name: 'I agree to electronic delivery' }).click();
    await section.getByText(/You receive your documents electronically until/).waitFor();
    expect(await section.getAttribute('data-consent')).toBe('acquiredTemp');
    await openAccountPage(page, '/my-account/profile/');
    await section.getByRole('button', { name: 'Withdraw my consent' }).click();
    await section.getByRole('button', { name: 'I agree to electronic delivery' }).waitFor();
    await page.context().close();
  });
});
