import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { gotoReady, launchBrowser, openPage, outboxSnapshot, waitForMessage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

// globalSetup opens the application period around today.
describe('scholarship program', () => {
  it('is reached from the benefits page and takes an application inside the period', async () => {
    const page = await openPage(browser, 375);
    await gotoReady(page, '/membership-benefits/benefits-offered/');
    await page.getByRole('link', { name: 'About the scholarship program' }).click();
    await page.locator('h1', { hasText: 'Scholarship program' }).waitFor();
    const form = page.locator('form[data-form="scholarship"]');
    await form.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Send my application' }).click();
    expect(await form.locator('[role="alert"]').textContent()).toBe(
      'Check form fields and try again',
    );
    expect(await form.locator('.field__error').count()).toBe(8);
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('First name').fill('Riley');
    await form.getByLabel('Last name').fill('Quinn');
    await form.getByLabel('E-mail address').fill('riley.quinn@example.com');
    await form.getByLabel('Date of birth').fill('05/14/2007');
    await form
      .getByLabel('Who is the association member?')
      .selectOption({ label: 'Child of a member' });
    await form.getByLabel('School, college or university').fill('State University');
    await form.getByLabel('Field of study').fill('Nursing');
    await form.getByLabel('Your goals').fill('I want to care for veterans as a nurse.');
    const before = outboxSnapshot();
    await form.getByRole('button', { name: 'Send my application' }).click();
    await page.getByText('Thank you. Your scholarship application is received').waitFor();
    expect(await waitForMessage(before, 'riley.quinn@example.com')).toContain(
      'Your scholarship application is received',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('at 1280 px, says when applications close and passes axe', async () => {
    const page = await openPage(browser, 1280);
    await gotoReady(page, '/membership-benefits/benefits-offered/scholarship-program/');
    await expect
      .poll(() => page.locator('[data-page="scholarship"]').textContent())
      .toMatch(/Applications close on \w+ \d+, \d{4}, \d+:\d\d [AP]M Central time/);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
