// The payment center (/my-account/payment-center/): a payment with the sandbox's test card that
// succeeds and one that declines, the refusal a National Guard member reads, and axe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactDetails } from '../../validators';
import { logInAs, openAccountPage } from './account';
import { axeViolations } from './axe';
import { launchBrowser, openPage } from './browser';

const path = '/my-account/payment-center/';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function payByCard(page: Page, number: string) {
  const form = page.locator('form[data-form="pay-now"]');
  await form.getByLabel('Quarterly').check();
  await form.getByLabel('A credit or debit card').check();
  await form.getByLabel('Name on card').fill('Jordan Reyes');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date').fill('12/2034');
  await form.getByLabel('Security code (CVV)').fill('123');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}

describe('the payment center', () => {
  it('takes a payment with a test card that succeeds, with a receipt and a history line', async () => {
    const page = await openPage(browser);
    await logInAs(page, 'demo.member');
    await openAccountPage(page, path);
    await page.locator('table[data-table="due"]').waitFor();
    // Billing questions go to the billing team, named with its number.
    const billing = page.locator('.account-help');
    expect(await billing.getByRole('link', { name: contactDetails.billing.phone }).count()).toBe(1);
    await payByCard(page, '4242 4242 4242 4242');
    const receipt = page.locator('[data-receipt]');
    await receipt.waitFor();
    expect(await receipt.textContent()).toMatch(/Receipt number rcpt_/);
    expect(await receipt.textContent()).toContain('Visa ending 4242');
    await page.locator('table[data-table="payment-history"] tr[data-status="succeeded"]').waitFor();
    await page.context().close();
  });

  it('tells the member when the test decline card is declined, and lists the decline', async () => {
    const page = await openPage(browser);
    await logInAs(page, 'demo.member');
    await openAccountPage(page, path);
    await page.locator('table[data-table="due"]').waitFor();
    await payByCard(page, '4000 0000 0000 0002');
    const alert = page.locator('form[data-form="pay-now"] [role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Your card was declined/);
    expect(await page.locator('[data-receipt]').count()).toBe(0);
    await page.locator('table[data-table="payment-history"] tr[data-status="declined"]').waitFor();
    await page.context().close();
  });

  it('tells a National Guard member why online payment is not offered, and how to pay', async () => {
    const page = await openPage(browser);
    await logInAs(page, 'demo.guard');
    await openAccountPage(page, path);
    const refusal = page.locator('[data-refusal="nationalGuard"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/National Guard members do not pay online/);
    expect(await page.locator('form[data-form="pay-now"]').count()).toBe(0);
    expect(await page.locator('form[data-form="payment-method"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the pending state after a payment-method update, with no axe violation', async () => {
    const page = await openPage(browser);
    await logInAs(page, 'demo.member');
    await openAccountPage(page, path);
    await page.locator('table[data-table="due"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const form = page.locator('form[data-form="payment-method"]');
    await form.getByLabel('A bank account').check();
    await form.getByLabel('Bank name').fill('First Test Bank');
    await form.getByLabel('Routing number').fill('110000000');
    await form.getByLabel('Account number').fill('000123456789');
    await form.getByLabel('Your password, to confirm the change').fill('Member#2025');
    await form.getByRole('button', { name: 'Save payment method' }).click();
    await page.locator('[data-state="payment-method-pending"]').waitFor();
    expect(await page.getByTestId('method-on-file').textContent()).toContain(
      'First Test Bank account ending 6789',
    );
    expect(await page.locator('form[data-form="payment-method"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Not the member's change? Cancelled with the password, and the form is offered again.
    const cancel = page.locator('form[data-form="cancel-payment-method-update"]');
    await cancel.getByLabel('Your password, to confirm').fill('Member#2025');
    await cancel.getByRole('button', { name: 'Cancel the payment method change' }).click();
    await page.getByText('Your payment method change was cancelled.').waitFor();
    await page.locator('[data-state="payment-method-pending"]').waitFor({ state: 'detached' });
    await page.locator('form[data-form="payment-method"]').waitFor();
    await page.context().close();
  });
});
