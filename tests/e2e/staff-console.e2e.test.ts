import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleApplication, signatureFor } from '../../server/testing/sample-application';
import { logInAs, openAccountPage } from './account';
import { axeViolationsNow } from './axe';
import {
  baseUrl,
  codeIn,
  gotoReady,
  launchBrowser,
  openPage,
  outboxSnapshot,
  waitForMessage,
} from './browser';

/** WCAG 2.2 AA violations on the console page as it is, at 1280 px. */
async function axeAt1280(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 900 });
  return (await axeViolationsNow(page)).map(
    (v) => `${page.url()}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

async function api<T>(action: string, api_: string, data: Record<string, unknown>) {
  const response = await fetch(`${baseUrl()}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'mba-web-public' },
    body: JSON.stringify({ api: api_, action, data }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function staffLogin(page: Page): Promise<void> {
  await gotoReady(page, '/login/superadmin/');
  await page.getByLabel('Administrator username').fill('admin');
  await page.getByLabel('Password').fill('Admin#2025');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/admin/');
  await page.getByRole('heading', { level: 1, name: 'Applications received' }).waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the staff console', () => {
  it('approves an application submitted just now; the member sees it approved with its beneficiaries', async () => {
    const login = await api<{ token: string; member: { _id: string } }>('login', 'aqua', {
      username: 'demo.member',
      password: 'Member#2025',
    });
    const credentials = { memberId: login.body.member._id, memberToken: login.body.token };
    const sample = sampleApplication('term-90-plus-standard');
    const sent = await api<{ applicationId: string; referenceNumber: string }>(
      'submit',
      'application',
      {
        appId: sample.appId,
        formId: sample.formId,
        data: sample.data,
        ...signatureFor(sample.formId, sample.data),
        idempotencyKey: `e2e-staff-${Date.now()}`,
        ...credentials,
      },
    );
    expect(sent.status).toBe(200);
    const { referenceNumber } = sent.body;
    const ssn = (sample.data.insured as { ssn: string }).ssn;

    const page = await openPage(browser);
    await staffLogin(page);
    const violations = await axeAt1280(page);

    await page.getByLabel('Reference, name or e-mail').fill(referenceNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: referenceNumber }).click();
    await page.getByRole('heading', { level: 1, name: `Application ${referenceNumber}` }).waitFor();
    // The SSN masked to its last four; the full number only with a reason.
    await page
      .getByText(`***-**-${ssn.slice(-4)}`)
      .first()
      .waitFor();
    expect(await page.content()).not.toContain(ssn);
    violations.push(...(await axeAt1280(page)));
    await page
      .getByRole('button', { name: /Show the full number/ })
      .first()
      .click();
    await page.getByLabel(/Why do you need the full number/).fill('Carrier called to confirm it');
    await page.getByRole('button', { name: 'Show and record the reason' }).click();
    await page.getByText(ssn).waitFor();

    await page.getByLabel('Approve').check();
    await page.getByRole('button', { name: 'Record the decision' }).click();
    await page.locator('[data-status="approved"]').waitFor();

    const user = await api<{
      applications: Record<string, { _id: string; status: string }[]>;
      beneficiaries: { applicationId: string; primary: { name: string }[] }[];
    }>('getUser', 'aqua', credentials);
    const mine = Object.values(user.body.applications)
      .flat()
      .find((a) => a._id === sent.body.applicationId);
    expect(mine?.status).toBe('approved');
    const primary = (sample.data.beneficiaries as { primary: { name: string }[] }).primary;
    expect(
      user.body.beneficiaries.find((b) => b.applicationId === sent.body.applicationId)?.primary,
    ).toEqual(primary);

    // The staff list says so too.
    await page.getByRole('link', { name: 'Applications', exact: true }).click();
    await page.getByLabel('Reference, name or e-mail').fill(referenceNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .locator(`[data-application="${sent.body.applicationId}"] [data-status="approved"]`)
      .waitFor();

    // The member's page shows the approved application's beneficiaries.
    await page.getByRole('link', { name: 'Members', exact: true }).click();
    await page.getByLabel('Name, e-mail, username, member id or mbaId').fill('demo.member');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.locator('[data-table="members"] a').first().click();
    await page.getByRole('heading', { name: 'Beneficiaries of approved applications' }).waitFor();
    await page
      .getByText(primary[0]?.name ?? '')
      .first()
      .waitFor();
    violations.push(...(await axeAt1280(page)));

    // The audit log has the reason for showing the number.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel(/Words/).fill(referenceNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Carrier called to confirm it').waitFor();
    violations.push(...(await axeAt1280(page)));
    expect(violations).toEqual([]);

    // The member's own coverage page lists the approved application with its beneficiaries.
    const member = await openPage(browser, 375);
    await logInAs(member, 'demo.member');
    await openAccountPage(member, '/my-account/insurance-coverage/');
    await member
      .locator('[data-certificate]', { hasText: primary[0]?.name ?? '' })
      .first()
      .waitFor();
    await member.context().close();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login/superadmin/');
    await page.goto('/admin/audit/');
    await page.waitForURL('**/login/superadmin/');
    await page.context().close();
  });

  it('edits the top alert, which the home page shows within the 10 s cache', async () => {
    const page = await openPage(browser);
    await staffLogin(page);
    await page.getByRole('link', { name: 'Site settings', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    expect(await axeAt1280(page)).toEqual([]);
    const text = `Offices close early today (${Date.now()}).`;
    const alertForm = page.locator('[data-form="alert"]');
    await alertForm.getByLabel('Title').fill('Office hours');
    await alertForm.getByLabel('Text').fill(text);
    await alertForm.getByLabel('Show the alert').check();
    await alertForm.getByLabel(/Shown from/).fill('');
    await alertForm.getByLabel(/Shown until/).fill('');
    await alertForm.getByRole('button', { name: 'Save the alert' }).click();
    await alertForm.getByText('The alert was saved.').waitFor();

    const home = await openPage(browser);
    // The saved alert may take a moment to reach the home page: it is asked for until it shows.
    await expect
      .poll(
        async () => {
          await home.goto('/');
          return home.locator('[data-testid="top-alert"]').textContent();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toContain(text);
    await home.context().close();
    await page.context().close();
  });

  it('asks a super-admin with MFA for an e-mailed code before the console', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/login/superadmin/');
    await page.getByLabel('Administrator username').fill('admin.mfa');
    await page.getByLabel('Password').fill('Admin#2025');
    await page.getByRole('button', { name: 'Log in' }).click();
    const before = outboxSnapshot();
    await page.getByLabel('E-mail').check();
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = codeIn(await waitForMessage(before, 'email-admin.mfa'));
    await page.getByLabel('Verification code').fill(code);
    expect(await axeAt1280(page)).toEqual([]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/');
    await page.getByText('Logged in as administrator admin.mfa.').waitFor();
    await page.context().close();
  });

  it('is never indexed and sends anyone without a staff session to the login', async () => {
    const response = await fetch(`${baseUrl()}/admin/members/`);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const page = await openPage(browser);
    await page.goto('/admin/');
    await page.waitForURL('**/login/superadmin/');
    await page.context().close();
  });
});
