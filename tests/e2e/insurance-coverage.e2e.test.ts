// The insurance coverage page (/my-account/insurance-coverage/): applications by type, each
// certificate with its beneficiaries, the beneficiary update form (the form engine's step) that
// refuses shares not totalling 100 with the spec's message, the pending state, and axe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactDetails, messages } from '../../validators';
import { logInAs, openAccountPage } from './account';
import { axeViolations } from './axe';
import { baseUrl, launchBrowser, openPage } from './browser';
import { sampleApplication, signatureFor } from '../../server/testing/sample-application';

const path = '/my-account/insurance-coverage/';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** demo.member's beneficiary update form, sent with the one primary beneficiary's share at 60. */
async function sendShareOf60(page: Page) {
  await logInAs(page, 'demo.member');
  await openAccountPage(page, path);
  const certificate = page.locator('[data-certificate="T90P-104512"]');
  await certificate.getByRole('button', { name: 'Update beneficiaries' }).click();
  const form = page.locator('[data-form="beneficiary-update"]');
  const share = form.getByLabel('Share % (primary beneficiary 1)');
  await share.fill('60');
  await form.getByRole('button', { name: 'Send the update' }).click();
  return { form, share };
}

describe('the insurance coverage page', () => {
  it('lists the applications by type, the rejected one not counted, and the certificate', async () => {
    const page = await openPage(browser);
    await logInAs(page, 'demo.member');
    await openAccountPage(page, path);
    const certificate = page.locator('[data-certificate="T90P-104512"]');
    await certificate.waitFor();
    // The three seeded applications, and any other browser test sent as demo.member before.
    const applications = page.locator('[data-list="applications"] li');
    expect(await applications.count()).toBeGreaterThanOrEqual(3);
    expect(await applications.and(page.locator('[data-status="rejected"]')).count()).toBe(1);
    const submitted = await page.getByTestId('submitted-applications').textContent();
    expect(submitted).toContain('Term 90 Plus');
    expect(submitted).not.toContain('Level Term');
    expect(await certificate.textContent()).toContain('Alex Reyes');
    // Claims and certificates each name their own team, with a number to call.
    const help = page.locator('.account-help');
    for (const channel of ['life-claims', 'certificates'] as const)
      expect(await help.getByRole('link', { name: contactDetails[channel].phone }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('refuses a beneficiary update whose shares do not total 100, with the spec’s message', async () => {
    const page = await openPage(browser);
    const { form } = await sendShareOf60(page);
    const summary = form.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain(messages.beneficiaryShareTotal);
    expect(messages.beneficiaryShareTotal).toBe('Summary Share % for beneficiaries must be 100');
    expect(await page.locator('[data-state="beneficiary-update-pending"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps the corrected share on screen while the update is sent, and after it fails', async () => {
    const page = await openPage(browser);
    const { form, share } = await sendShareOf60(page);
    await form.locator('.error-summary').waitFor();
    // The update is held on its way, then lost, so demo.member's certificate is not left pending.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    await page.route('**/api', async (route) => {
      if (!(route.request().postData() ?? '').includes('"action":"updateBeneficiary"'))
        return route.continue();
      sent = true;
      await held;
      await route.abort('connectionreset');
    });
    // Corrected and sent by Enter from the field itself: no blur hands the answer over first.
    await share.fill('100');
    await share.press('Enter');
    await expect.poll(() => sent).toBe(true);
    await form.locator('.error-summary').waitFor({ state: 'detached' });
    expect(await share.inputValue()).toBe('100');
    release();
    await form.locator('.form-message--error').waitFor();
    expect(await share.inputValue()).toBe('100');
    await page.context().close();
  });

  it('sends an update confirmed with the password, and cancels it with the password', async () => {
    const page = await openPage(browser);
    await logInAs(page, 'demo.member');
    await openAccountPage(page, path);
    const certificate = page.locator('[data-certificate="T90P-104512"]');
    await certificate.getByRole('button', { name: 'Update beneficiaries' }).click();
    const form = page.locator('[data-form="beneficiary-update"]');
    const password = form.getByLabel('Your password, to confirm the change');
    await form.getByRole('button', { name: 'Send the update' }).click();
    await form.getByText('Enter your current password to confirm this change').waitFor();
    await password.fill('Member#2025');
    await form.getByRole('button', { name: 'Send the update' }).click();
    await page.locator('[data-state="beneficiary-update-pending"]').waitFor();
    const cancel = page.locator('form[data-form="cancel-beneficiary-update"]');
    await cancel.getByLabel('Your password, to confirm').fill('Member#2025');
    await cancel.getByRole('button', { name: 'Cancel the beneficiary update' }).click();
    await page.getByRole('status').getByText('Your beneficiary update was cancelled.').waitFor();
    await page.locator('[data-state="beneficiary-update-pending"]').waitFor({ state: 'detached' });
    await certificate.getByRole('button', { name: 'Update beneficiaries' }).waitFor();
    await page.context().close();
  });

  it('adds an application sent without logging in, by its reference number', async () => {
    const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
    const sent = await fetch(`${baseUrl()}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'mba-web-public' },
      body: JSON.stringify({
        api: 'application',
        action: 'submit',
        data: {
          appId: sample.appId,
          formId: sample.formId,
          data: sample.data,
          ...signatureFor(sample.formId, sample.data),
          idempotencyKey: `claim-e2e-${Date.now()}`,
        },
      }),
    });
    const { referenceNumber } = (await sent.json()) as { referenceNumber: string };
    const contact = sample.data.contact as { email: string };
    const insured = sample.data.insured as { dateOfBirth: string };
    const page = await openPage(browser);
    // A member whose password no other browser test changes (auth resets demo.uninsured's).
    await logInAs(page, 'demo.error');
    await openAccountPage(page, path);
    const form = page.locator('form[data-form="claim-application"]');
    await form.getByLabel('Reference number').fill(referenceNumber);
    await form.getByLabel('E-mail address given in the application').fill(contact.email);
    await form.getByLabel('Date of birth given in the application').fill(insured.dateOfBirth);
    await form.getByRole('button', { name: 'Add the application' }).click();
    await form
      .getByRole('status')
      .getByText(`Application ${referenceNumber} is now in your account.`)
      .waitFor();
    // Listed with the member's applications at once (getUser read again).
    await page.getByTestId('submitted-applications').getByText('Term 90 Plus').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows demo.guard’s pending beneficiary update, and offers no other', async () => {
    const page = await openPage(browser);
    await logInAs(page, 'demo.guard');
    await openAccountPage(page, path);
    await page.locator('[data-state="beneficiary-update-pending"]').waitFor();
    await page.locator('[data-state="beneficiaries-pending"]').waitFor();
    expect(await page.getByRole('button', { name: 'Update beneficiaries' }).count()).toBe(0);
    expect(await page.locator('[data-certificate="NG-220871"]').textContent()).toContain(
      'Avery Carter',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
