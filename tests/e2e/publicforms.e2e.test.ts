import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeShareData, encodeShareData } from '../../validators';
import { axeViolations } from './axe';
import { gotoReady, launchBrowser, openPage, outboxSnapshot, waitForMessage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Answers the next request of one api action with this status, the server left out. */
async function answerWith(page: Page, action: string, status: number): Promise<void> {
  await page.route('**/api', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes(`"action":"${action}"`)) return route.continue();
    return route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Refused by the test' }),
    });
  });
}

describe('download form', () => {
  it.each([375, 1280])(
    'at %i px: on a plan page, refuses an empty form, then e-mails the chosen brochure',
    async (width) => {
      const page = await openPage(browser, width);
      await gotoReady(page, '/insurance-plans/level-term/');
      await page.getByText('Get a form or brochure by e-mail').click();
      const form = page.locator('form[data-form="download"]');
      await form.getByLabel('Which document?').selectOption({ label: 'Choose a document' });
      await form.getByRole('button', { name: 'E-mail me the document' }).click();
      expect(await form.locator('[role="alert"]').textContent()).toBe(
        'Check form fields and try again',
      );
      expect(await form.locator('.field__error').allTextContents()).toEqual(
        Array(4).fill('This field is required'),
      );
      expect(await axeViolations(page)).toEqual([]);

      const email = `download.${width}@example.com`;
      await form.getByLabel('Which document?').selectOption({ label: 'Level Term 10/20 Brochure' });
      await form.getByLabel('First name').fill('Pat');
      await form.getByLabel('Last name').fill('Quinn');
      await form.getByLabel('E-mail address').fill(email);
      const before = outboxSnapshot();
      await form.getByRole('button', { name: 'E-mail me the document' }).click();
      await page.getByText(`Thank you. The document is on its way to ${email}.`).waitFor();
      const mail = await waitForMessage(before, email);
      expect(mail).toContain('Your copy of the Level Term 10/20 Brochure');
      expect(mail).toContain('filename="level-term.pdf"');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it("gives validationError for the server's 4xx answers and apiError for others (spec §8)", async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/beneficiary/');
    const form = page.locator('form[data-form="download"]');
    await expect
      .poll(() => form.getByLabel('Which document?').inputValue())
      .toBe('/documents/forms/beneficiary-designation.pdf');
    await form.getByLabel('First name').fill('Pat');
    await form.getByLabel('Last name').fill('Quinn');
    await form.getByLabel('E-mail address').fill('pat.quinn@example.com');
    const send = form.getByRole('button', { name: 'E-mail me the document' });
    await answerWith(page, 'sendDocument', 429);
    await send.click();
    await expect
      .poll(() => form.locator('[role="alert"]').textContent())
      .toBe('Check form fields and try again');
    await page.unrouteAll();
    await answerWith(page, 'sendDocument', 503);
    await send.click();
    await expect
      .poll(() => form.locator('[role="alert"]').textContent())
      .toBe(
        "The association's system is currently unavailable. Please try again in a few minutes or call during normal business hours.",
      );
    await page.context().close();
  });
});

describe('share the application', () => {
  it.each([375, 1280])(
    'at %i px: a plan page e-mails its link, which opens the plan',
    async (width) => {
      const page = await openPage(browser, width);
      await gotoReady(page, '/insurance-plans/level-term/');
      await page.getByText('Share Level Term').click();
      const form = page.locator('form[data-form="share"]');
      await form.getByRole('button', { name: 'Send the link' }).click();
      expect(await form.locator('.field__error').allTextContents()).toEqual(
        Array(2).fill('This field is required'),
      );
      const email = `shared.${width}@example.com`;
      await form.getByLabel('Your name').fill('Pat Quinn');
      await form.getByLabel('Their e-mail address').fill(email);
      const before = outboxSnapshot();
      await form.getByRole('button', { name: 'Send the link' }).click();
      await page.getByText(`Thank you. We have e-mailed the link to ${email}.`).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const mail = await waitForMessage(before, email);
      expect(mail).toContain('Pat Quinn shared an association application with you');
      const data = /\/shareapp\/([A-Za-z0-9_-]+)\//.exec(mail)?.[1] ?? '';
      expect(decodeShareData(data)).toMatchObject({ planId: 'level-term' });

      await gotoReady(page, `/shareapp/${data}/`);
      await page.getByRole('heading', { level: 1, name: 'A plan was shared with you' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: /See Level Term/ }).click();
      await page.waitForURL(/\/insurance-plans\/level-term\/$/);
      await page.context().close();
    },
  );

  it.each([375, 1280])(
    'at %i px: a shared application opens with its agent remembered; damaged data says so',
    async (width) => {
      const page = await openPage(browser, width);
      const data = encodeShareData({ formId: 'term-90-plus-standard', agent: 'maria-lopez' });
      await gotoReady(page, `/shareapp/${data}/`);
      await page
        .getByRole('heading', { level: 1, name: 'An application was shared with you' })
        .waitFor();
      const start = page.getByRole('link', { name: 'Start the application' });
      expect(await start.getAttribute('href')).toMatch(/^\/insurance-plans\/term-90-plus\//);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('mba-main') ?? ''))
        .toContain('maria-lopez');
      expect(await axeViolations(page)).toEqual([]);

      await gotoReady(page, '/shareapp/abc123/');
      await page
        .getByRole('heading', { level: 1, name: 'This shared link does not work' })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});

describe('benchmark e-mail', () => {
  it('e-mails the estimate with links to the plans that fit', async () => {
    const page = await openPage(browser, 375);
    await gotoReady(page, '/live-calculator/');
    await page.evaluate(() => localStorage.removeItem('mba-live-calculator'));
    await gotoReady(page, '/live-calculator/');
    await page.getByLabel('Duty status').selectOption({ label: 'Retired' });
    await page.getByLabel('Family status').selectOption({ label: 'Married' });
    await page.getByLabel('ZIP code').fill('22202');
    await page.getByLabel('State you live in').selectOption({ label: 'Virginia' });
    await page.getByLabel('Month born').selectOption({ label: 'June' });
    await page.getByLabel('Year born').fill('1980');
    await page.getByLabel('Yearly income ($)').fill('50000');
    await page.getByLabel('Years of income to replace').fill('5');
    const form = page.locator('form[data-form="benchmark-email"]');
    const email = 'benchmark.visitor@example.com';
    await form.getByLabel('Send the benchmark to').fill(email);
    const before = outboxSnapshot();
    await form.getByRole('button', { name: 'E-mail the benchmark' }).click();
    await page.getByText(`Your coverage benchmark is on its way to ${email}.`).waitFor();
    const mail = await waitForMessage(before, email);
    expect(mail).toContain(
      'Your coverage benchmark from the life insurance needs calculator: $250,000',
    );
    const data = /\/shareapp\/([A-Za-z0-9_-]+)\//.exec(mail)?.[1] ?? '';
    expect(decodeShareData(data)).toMatchObject({ utm: { utm_source: 'benchmark' } });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe('agent pages', () => {
  it.each([375, 1280])(
    "at %i px: shows the agent and the agent's application, or 'Sorry, nothing found'",
    async (width) => {
      const page = await openPage(browser, width);
      await gotoReady(page, '/agent/term-90-plus-standard/johnsmith/');
      await page.getByRole('heading', { level: 1, name: 'Apply with John Smith' }).waitFor();
      const card = page.locator('[data-agent="johnsmith"]');
      expect(await card.textContent()).toContain('703-555-0181');
      const start = page.getByRole('link', { name: 'Start the application' });
      expect(await start.getAttribute('href')).toMatch(/^\/insurance-plans\/term-90-plus\//);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('mba-main') ?? ''))
        .toContain('johnsmith');
      expect(await axeViolations(page)).toEqual([]);

      await gotoReady(page, '/agent/maria-lopez/');
      await page.getByRole('heading', { level: 1, name: 'Apply with Maria Lopez' }).waitFor();

      await gotoReady(page, '/agent/term-90-plus-standard/nobody/');
      await page.getByRole('heading', { level: 1, name: 'Sorry, nothing found' }).waitFor();
      expect(await page.locator('.site-header').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
