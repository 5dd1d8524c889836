import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  codeIn,
  gotoReady,
  touchAndWaitForApp,
  launchBrowser,
  openPage,
  outboxSnapshot,
  waitForMessage,
} from './browser';

const password = 'Member#2025';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function memberCookies(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.filter((cookie) =>
    ['memberId', 'memberToken', 'memberName'].includes(cookie.name),
  );
}

async function logInOnPage(page: Page, username: string, secret = password) {
  await gotoReady(page, '/login/');
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('login', () => {
  it('logs in without MFA and keeps 30-day Secure, SameSite=Lax member cookies', async () => {
    const page = await openPage(browser);
    await logInOnPage(page, 'demo.member');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.account-controls__greeting').waitFor();
    expect(await page.locator('.account-controls__greeting').textContent()).toBe('Hello, Jordan');
    const cookies = await memberCookies(page);
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      'memberId',
      'memberName',
      'memberToken',
    ]);
    for (const cookie of cookies) {
      expect(cookie.secure).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      const days = (cookie.expires - Date.now() / 1000) / 86400;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    }
    // Saved auth is loaded on the next visit and the profile fetched.
    await gotoReady(page, '/about/');
    await page.locator('.account-controls__greeting').waitFor();
    await page.context().close();
  });

  it('shows the server message for a wrong password', async () => {
    const page = await openPage(browser);
    await logInOnPage(page, 'demo.member', 'wrong-password');
    const alert = page.locator('[role="alert"]');
    await alert.waitFor();
    expect((await alert.textContent())?.length).toBeGreaterThan(0);
    expect(await memberCookies(page)).toEqual([]);
    await page.context().close();
  });

  it('logs in with MFA from the modal: method, masked destination, expiry, resend, code from the outbox', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/insurance-plans/');
    await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.locator('dialog[data-modal="auth"]');
    await dialog.getByLabel('Username or e-mail').fill('demo.mfa');
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.getByText('Text me a code').waitFor();
    expect(await memberCookies(page)).toEqual([]);

    let before = outboxSnapshot();
    await dialog.getByText('E-mail me a code').click();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const destination = dialog.locator('[data-testid="mfa-destination"] strong');
    await destination.waitFor();
    expect(await destination.textContent()).toMatch(/\*/);
    expect(await destination.textContent()).not.toBe('demo.mfa@example.com');
    expect(await dialog.locator('[data-testid="mfa-expiry"]').textContent()).toMatch(
      /^The code expires at \d{1,2}:\d{2}\s[AP]M \S+\.$/,
    );
    const firstCode = codeIn(await waitForMessage(before, 'demo.mfa'));

    before = outboxSnapshot();
    await dialog.getByRole('button', { name: 'Resend code' }).click();
    await dialog.getByText('We sent you a new code.').waitFor();
    const secondCode = codeIn(await waitForMessage(before, 'demo.mfa'));
    expect(secondCode).toMatch(/^\d{6}$/);

    if (firstCode !== secondCode) {
      // The resent code replaces the first one.
      await dialog.getByLabel('Verification code').fill(firstCode);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await dialog.locator('.form-message--error').waitFor();
    }
    await dialog.getByLabel('Verification code').fill(secondCode);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.locator('.account-controls__greeting').waitFor();
    expect(await page.locator('.account-controls__greeting').textContent()).toBe('Hello, Morgan');
    expect(await dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/insurance-plans/');
    await page.context().close();
  });

  it('logs in with MFA by text message, the code read from the phone outbox', async () => {
    const page = await openPage(browser);
    await logInOnPage(page, 'demo.mfa');
    // A code by e-mail first, then another way: the text message.
    await page.getByText('E-mail me a code').click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.locator('[data-testid="mfa-destination"]').waitFor();
    await page.getByRole('button', { name: 'Use another way' }).click();
    await page.getByText('Text me a code').click();
    const before = outboxSnapshot();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.locator('[data-testid="mfa-destination"]').waitFor();
    const code = codeIn(await waitForMessage(before, '-sms-'));
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.account-controls__greeting').waitFor();
    await page.context().close();
  });

  it('logs in the super-admin on its own page, into the staff console', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/login/superadmin/');
    await page.getByLabel('Administrator username').fill('admin');
    await page.getByLabel('Password').fill('Admin#2025');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Logged in as administrator admin.').waitFor();
    await page.waitForURL('**/admin/');
    // Nothing left to fill in once logged in.
    expect(await page.getByLabel('Administrator username').count()).toBe(0);
    expect(await memberCookies(page)).toEqual([]);
    await page.context().close();
  });
});

describe('logout', () => {
  it('resets all user data and the member cookies', async () => {
    const page = await openPage(browser);
    await logInOnPage(page, 'demo.member');
    await page.locator('.account-controls__greeting').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.locator('.site-header').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await memberCookies(page)).toEqual([]);
    await page.reload();
    await touchAndWaitForApp(page);
    expect(await page.locator('.account-controls__greeting').count()).toBe(0);
    await page.context().close();
  });

  it('warns an idle member after 120000 ms and logs them out unless they stay', async () => {
    const page = await openPage(browser);
    await page.clock.install();
    await logInOnPage(page, 'demo.member');
    await page.locator('.account-controls__greeting').waitFor();
    const warning = page.locator('dialog[data-modal="idle"]');
    // The idle watcher loads once the member is logged in; its timers start when it is there.
    await warning.waitFor({ state: 'attached' });
    await page.clock.runFor(119_000);
    expect(await warning.locator('h2').count()).toBe(0);
    await page.clock.runFor(2_000);
    await warning.locator('h2:text("Are you still there?")').waitFor();
    await warning.getByRole('button', { name: 'Stay logged in' }).click();
    await page.clock.runFor(60_000);
    expect(await page.locator('.account-controls__greeting').count()).toBe(1);
    await page.clock.runFor(61_000);
    await warning.locator('h2').waitFor();
    await page.clock.runFor(61_000);
    await page.locator('.site-header').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await memberCookies(page)).toEqual([]);
    await page.context().close();
  });
});

describe('accounts', () => {
  it('signs up a new member from the modal and the e-mailed link', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/');
    await page.locator('.site-header').getByRole('button', { name: 'Become a member' }).click();
    const dialog = page.locator('dialog[data-modal="signup"]');
    const email = `avery.quinn.${Date.now()}@example.org`;
    await dialog.getByLabel('First name').fill('Avery');
    await dialog.getByLabel('Last name').fill('Quinn');
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('Date of birth').fill('03/14/1985');
    await dialog.getByLabel('Username').fill(`avery${Date.now()}`);
    await dialog.getByLabel('Password', { exact: true }).fill('Quinn#Secure2025');
    await dialog.getByLabel('Confirm password').fill('Quinn#Secure2025');
    const before = outboxSnapshot();
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    // The same answer as for an address with an account: nobody is logged in yet.
    await dialog.getByText('Check your e-mail to confirm your address.').waitFor();
    expect(await memberCookies(page)).toEqual([]);
    const message = await waitForMessage(before, email);
    const link = /(http\S+\/become-a-member\/\?confirm=\S+)/.exec(message)?.[1];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.waitForSelector('html[data-hydrated]');
    await page.getByText('You are logged in as Avery.').waitFor();
    await gotoReady(page, '/');
    await page.locator('.account-controls__greeting').waitFor();
    expect(await page.locator('.account-controls__greeting').textContent()).toBe('Hello, Avery');
    // A member now: the account pages offer neither logging in nor becoming a member.
    await gotoReady(page, '/membership-benefits/become-a-member/');
    await page.getByTestId('logged-in').waitFor();
    expect(await page.getByText('Already a member?').count()).toBe(0);
    await gotoReady(page, '/login/');
    await page.getByTestId('logged-in').waitFor();
    expect(await page.getByText('New here?').count()).toBe(0);
    await page.context().close();
  });

  it('checks sign-up fields in the browser with the spec messages', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/membership-benefits/become-a-member/');
    await page.getByLabel('First name').fill('Avery');
    await page.getByLabel('E-mail address').fill('not-an-email');
    await page.getByLabel('Date of birth').fill('02/30/1985');
    await page.getByLabel('Password', { exact: true }).fill('Quinn#Secure2025');
    await page.getByLabel('Confirm password').fill('Different#2025');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('Check form fields and try again').waitFor();
    const errors = await page.locator('.field__error').allTextContents();
    expect(errors).toEqual([
      'This field is required',
      'This field must be a valid email',
      'This field must be a valid date in the MM/DD/YYYY format',
      'Passwords must match',
    ]);
    await page.context().close();
  });

  it('shows the field errors the server finds, such as a username already taken', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/membership-benefits/become-a-member/');
    await page.getByLabel('First name').fill('Avery');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel('E-mail address').fill(`avery.taken.${Date.now()}@example.org`);
    await page.getByLabel('Date of birth').fill('03/14/1985');
    await page.getByLabel('Username').fill('demo.member');
    await page.getByLabel('Password', { exact: true }).fill('Quinn#Secure2025');
    await page.getByLabel('Confirm password').fill('Quinn#Secure2025');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.locator('.field--invalid .field__error').waitFor();
    expect(await page.locator('.field--invalid label').allTextContents()).toEqual(['Username']);
    expect(await memberCookies(page)).toEqual([]);
    await page.context().close();
  });

  it('resets a forgotten password with the e-mailed link, then logs in with it', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/password-forgot/');
    const before = outboxSnapshot();
    await page.getByLabel('Username or e-mail').fill('demo.uninsured');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.locator('[role="status"]').waitFor();
    const message = await waitForMessage(before, 'demo.uninsured');
    const link = /(http\S+\/password-reset\/\?token=\S+)/.exec(message)?.[1];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.waitForSelector('html[data-hydrated]');
    await page.getByLabel('New password', { exact: true }).fill('Brooks#Reset2025');
    await page.getByLabel('Confirm new password').fill('Brooks#Reset2025');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await logInOnPage(page, 'demo.uninsured', 'Brooks#Reset2025');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.account-controls__greeting').waitFor();
    await page.context().close();
  });

  it('says at once that the reset page needs the e-mailed link when opened without it', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/password-reset/');
    await page.getByText('This page needs the link from your password reset e-mail.').waitFor();
    expect(await page.getByRole('button', { name: 'Change password' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL((url) => url.pathname === '/password-forgot/');
    await page.context().close();
  });

  it('e-mails a forgotten username', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/membership-benefits/find-your-username/');
    const before = outboxSnapshot();
    await page.getByLabel('E-mail address').fill('demo.guard@example.com');
    await page.getByRole('button', { name: 'E-mail my username' }).click();
    await page.locator('[role="status"]').waitFor();
    expect(await waitForMessage(before, 'demo.guard')).toContain('demo.guard');
    await page.context().close();
  });

  it('sets up a username with the code e-mailed to the member, refusing a wrong code', async () => {
    // A member the association knows without a username, as one who joined by mail.
    const email = `casey.setup.${Date.now()}@example.org`;
    const api = (action: string, data: Record<string, unknown>) =>
      fetch(`${inject('baseUrl')}/api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'mba-web-public' },
        body: JSON.stringify({ api: 'aqua', action, data }),
      });
    const beforeSignup = outboxSnapshot();
    const signup = await api('signup', {
      firstName: 'Casey',
      lastName: 'Lane',
      email,
      dateOfBirth: '06/15/1979',
      password: 'Lane#Before2025',
      passwordConfirmation: 'Lane#Before2025',
    });
    expect(signup.status).toBe(200);
    // The account is made by the e-mailed sign-up link.
    const letter = await waitForMessage(beforeSignup, 'casey.setup');
    const token = /confirm=([A-Za-z0-9_-]+)/.exec(letter)?.[1] ?? '';
    expect((await api('confirmSignup', { token })).status).toBe(200);
    const page = await openPage(browser);
    await gotoReady(page, '/membership-benefits/setup-username/');
    const before = outboxSnapshot();
    await page.getByLabel('E-mail address on your account').fill(email);
    await page.getByLabel('Date of birth').fill('06/15/1979');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('Enter the code we sent to your e-mail').waitFor();
    const code = codeIn(await waitForMessage(before, 'casey.setup'));
    const username = `casey.${Date.now()}`;
    await page
      .getByLabel('Enter the code we sent to your e-mail')
      .fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Lane#Setup2025');
    await page.getByLabel('Confirm password').fill('Lane#Setup2025');
    await page.getByRole('button', { name: 'Save username' }).click();
    await page.getByText('The code is not correct. Please check it and try again.').waitFor();
    await page.getByLabel('Enter the code we sent to your e-mail').fill(code);
    await page.getByRole('button', { name: 'Save username' }).click();
    await page.getByText('Your username is set. You can now log in.').waitFor();
    await logInOnPage(page, username, 'Lane#Setup2025');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.account-controls__greeting').waitFor();
    await page.context().close();
  });
});
