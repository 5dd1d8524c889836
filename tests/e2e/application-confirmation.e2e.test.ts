// Signing after reading, and a confirmation that is no dead end: the electronic signature is
// typed on the review and must be the applicant's name, in the browser and on the server; the
// confirmation names the plan, premium and reference, says what happens next and who to call,
// prints, downloads the PDF copy, and the same copy arrives by e-mail.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formById } from '../../forms';
import { formatUsd, fullNameOf, signatureMismatchMessage, signerOf } from '../../validators';
import { pdfText } from '../../server/testing/pdf-text';
import { emlAttachments } from '../../server/testing/eml-attachments';
import {
  baseUrl,
  gotoReady,
  launchBrowser,
  openPage,
  outboxSnapshot,
  waitForMessage,
} from './browser';
import { answersAt, expectAccessible, heading, shortestPath, sign, walk } from './wizard-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const definition = formById('term-90-plus-standard');
if (!definition?.signature) throw new Error('the standard form asks for a signature');
const path = shortestPath(definition);
const data = Object.fromEntries(
  path.steps.flatMap((step) => Object.entries(answersAt(path, step))),
);
const name = fullNameOf(signerOf(data, definition.signature.signers));
const email = String((data.contact as { email?: string } | undefined)?.email ?? '');

async function api<T>(api_: string, action: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl()}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'mba-web-public' },
    body: JSON.stringify({ api: api_, action, data: body }),
  });
  return (await response.json()) as T;
}

/** Approves the application of this reference as staff do; its certificate number. */
async function approvedByStaff(referenceNumber: string): Promise<string> {
  const { token: adminToken } = await api<{ token: string }>('aqua', 'loginSuperAdmin', {
    username: 'admin',
    password: 'Admin#2025',
  });
  const found = await api<{ items: { applicationId: string }[] }>('staff', 'applications', {
    adminToken,
    query: referenceNumber,
  });
  const applicationId = found.items[0]?.applicationId ?? '';
  const decided = await api<{ certificateNumber: string }>('staff', 'decideApplication', {
    adminToken,
    applicationId,
    decision: 'approve',
  });
  return decided.certificateNumber;
}

async function atTheReview(width: number): Promise<Page> {
  const page = await openPage(browser, width, 900);
  await gotoReady(page, definition?.route ?? '/');
  await page.locator('.form-wizard h1').waitFor();
  if (definition) await walk(page, definition, path);
  expect(await heading(page)).toBe('Review your application');
  return page;
}

describe('signing and the confirmation of an application', () => {
  it('refuses a signature that is not the applicant’s name, in the browser', async () => {
    const page = await atTheReview(375);
    await expectAccessible(page);
    const field = page.getByLabel('Signature (type your full name)');
    // The signature comes after every answer shown, with the consent text beside it.
    const order = await page.evaluate(() => {
      const sections = [...document.querySelectorAll('.review section')];
      return sections.at(-1)?.classList.contains('review-signature');
    });
    expect(order).toBe(true);
    await expect
      .poll(() => page.locator('.review-signature').textContent())
      .toContain(definition?.signature?.consent);
    await field.fill('Mickey Mouse');
    await page.getByRole('button', { name: 'Submit application' }).click();
    const error = page.locator('.review-signature .field-error');
    await expect.poll(() => error.textContent()).toContain(signatureMismatchMessage(name));
    expect(await heading(page)).toBe('Review your application');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'signature',
    );
    await expectAccessible(page);
    await page.close();
  });

  it('refuses it on the server too, then confirms, prints, downloads and e-mails', async () => {
    const page = await atTheReview(1280);
    // A signature changed on its way (the browser's check passed by): the server's own check.
    let tampered = false;
    await page.route('**/api', async (route) => {
      const body = route.request().postData() ?? '';
      if (tampered || !body.includes('"action":"submit"')) return route.continue();
      tampered = true;
      const sent = JSON.parse(body) as { data: Record<string, unknown> };
      sent.data.signature = 'Mickey Mouse';
      await route.continue({ postData: JSON.stringify(sent) });
    });
    await sign(page, name.toUpperCase());
    await page.getByRole('button', { name: 'Submit application' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain(signatureMismatchMessage(name));
    await page.getByRole('button', { name: 'Back to the review' }).click();
    await expect.poll(() => heading(page)).toBe('Review your application');

    const before = outboxSnapshot();
    await page.getByRole('button', { name: 'Submit application' }).click();
    const reference = page.locator('.confirmation strong');
    await reference.waitFor();
    const referenceNumber = (await reference.textContent()) ?? '';
    expect(referenceNumber).toMatch(/^MBA-/);
    expect(await heading(page)).toBe('Application received');
    const confirmation = (await page.locator('.confirmation').textContent()) ?? '';
    for (const text of ['Term 90 Plus', 'a month', 'What happens next', 'Underwriting'])
      expect(confirmation).toContain(text);
    expect(await page.locator('.confirmation .contact-line[data-channel="members"]').count()).toBe(
      1,
    );
    expect(await page.getByRole('button', { name: 'Print this page' }).count()).toBe(1);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download your application (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`application-${referenceNumber}.pdf`);
    const file = readFileSync((await download.path()) ?? '');
    const text = (await pdfText(file)).join(' ');
    expect(text).toContain(referenceNumber);
    expect(text).toContain(`Signed by typing the name: ${name.toUpperCase()}`);

    const eml = await waitForMessage(before, email.toLowerCase());
    expect(eml).toContain(referenceNumber);
    const [attached] = emlAttachments(eml);
    expect(attached?.content.equals(file)).toBe(true);

    // No dead end: the account made from the confirmation, filled from it, has the application.
    await page.getByRole('link', { name: 'Create your account' }).click();
    const form = page.locator('form[data-form="signup"]');
    await form.getByText('Your account will show the application you just sent').waitFor();
    expect((await form.getByLabel('E-mail address').inputValue()).toLowerCase()).toBe(
      email.toLowerCase(),
    );
    expect(await form.getByLabel('First name').inputValue()).not.toBe('');
    const birth = form.getByLabel('Date of birth');
    if ((await birth.inputValue()) === '') await birth.fill('03/14/1985');
    await form.getByLabel('Password', { exact: true }).fill('Applicant#Secure2026');
    await form.getByLabel('Confirm password').fill('Applicant#Secure2026');
    const beforeSignup = outboxSnapshot();
    await form.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('Check your e-mail to confirm your address.').waitFor();
    const letter = await waitForMessage(beforeSignup, email.toLowerCase());
    const link = /(http\S+\/become-a-member\/\?confirm=\S+)/.exec(letter)?.[1];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.waitForSelector('html[data-hydrated]');
    await page.getByText(/You are logged in as/).waitFor();
    await gotoReady(page, '/my-account/insurance-coverage/');
    await page.getByTestId('submitted-applications').getByText('Term 90 Plus').waitFor();

    // Staff approve it; the member then reads what they bought and downloads its certificate.
    const certificateNumber = await approvedByStaff(referenceNumber);
    await page.reload();
    const card = page.locator(`[data-certificate="${certificateNumber}"]`);
    await card.waitFor();
    const insured = data.insured as { firstName: string; lastName: string };
    expect(await card.locator('h2').textContent()).toContain(certificateNumber);
    const facts = (await card.locator('.coverage-facts').textContent()) ?? '';
    for (const fact of [
      `${insured.firstName} ${insured.lastName}`,
      formatUsd((data.coverage as { amount: number }).amount),
      'Coverage starts',
    ])
      expect(facts).toContain(fact);
    expect(facts).toMatch(/Payment method|Premium/);
    const beneficiary = (data.beneficiaries as { primary: { name: string }[] }).primary[0];
    expect(await card.textContent()).toContain(beneficiary?.name);
    await expectAccessible(page);
    const [certificate] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /Download your certificate of coverage/ }).click(),
    ]);
    expect(certificate.suggestedFilename()).toBe(`certificate-${certificateNumber}.pdf`);
    const printed = (await pdfText(readFileSync((await certificate.path()) ?? ''))).join(' ');
    expect(printed).toContain(certificateNumber);
    expect(printed).toContain(`${insured.firstName} ${insured.lastName}`);
    expect(printed).toContain(beneficiary?.name);
    await page.close();
  });
});
