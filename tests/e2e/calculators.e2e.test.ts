import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { emlAttachments, emlHeader } from '../../server/testing/eml-attachments';
import { pdfText } from '../../server/testing/pdf-text';
import { gotoReady, launchBrowser, openPage, outboxSnapshot, waitForMessage } from './browser';

const calculators = '/membership-benefits/financial-resources/calculators';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const figure = (page: Page, name: string) =>
  page.locator(`[data-figure="${name}"]`).first().textContent();

describe('financial calculators', () => {
  it('works out an auto loan payment as the visitor types', async () => {
    const page = await openPage(browser);
    await gotoReady(page, `${calculators}/auto-loan-payment/`);
    expect(await page.locator('h1').textContent()).toBe('Auto loan payment calculator');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Vehicle price ($)').fill('30,000');
    await page.getByLabel('Down payment ($)').fill('3000');
    await page.getByLabel('Trade-in value ($)').fill('2000');
    await page.getByLabel('Sales tax (%)').fill('6');
    await page.getByLabel('Interest rate (APR, %)').fill('4.5');
    await page.getByLabel('Loan term (months)').fill('60');
    expect(await figure(page, 'monthlyPayment')).toBe('$499.63');
    expect(await figure(page, 'amountFinanced')).toBe('$26,800');

    await page.getByLabel('Interest rate (APR, %)').fill('4.5%');
    expect(await page.locator('.field__error').allTextContents()).toEqual(['Only numbers allowed']);
    expect(await page.locator('[data-figure="monthlyPayment"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows every payment of a loan, charts principal against interest and downloads the CSV', async () => {
    const page = await openPage(browser);
    await gotoReady(page, `${calculators}/loan-amortization/`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Loan amount ($)').fill('200000');
    await page.getByLabel('Interest rate (APR, %)').fill('6.5');
    await page.getByLabel('Loan term (months)').fill('360');
    expect(await figure(page, 'monthlyPayment')).toBe('$1,264.14');
    const rows = page.locator('[data-table="amortization"] tbody tr');
    expect(await rows.count()).toBe(360);
    expect(await rows.first().locator('th, td').allTextContents()).toEqual([
      '1',
      '$1,264.14',
      '$180.81',
      '$1,083.33',
      '$199,819.19',
    ]);
    const chart = page.locator('svg[data-chart="principal-interest"]');
    expect(await chart.getAttribute('role')).toBe('img');
    expect(await chart.locator('rect.chart__principal').count()).toBe(30);

    await page.getByLabel('Loan term (months)').fill('24');
    expect(await rows.count()).toBe(24);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the schedule (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('amortization-schedule.csv');
    const path = await download.path();
    const lines = readFileSync(path, 'utf8').trim().split('\r\n');
    expect(lines).toHaveLength(25);
    expect(lines[0]).toBe('Payment,Amount,Principal,Interest,Balance');
    expect(lines.at(-1)).toMatch(/^24,[\d.]+,[\d.]+,[\d.]+,0\.00$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
    // axe reads the 360-row table at two widths: slower than the suite's default allows.
  }, 150_000);
});

const genericApiError =
  "The association's system is currently unavailable. Please try again in a few minutes or call during normal business hours.";

async function answerAboutYou(page: Page) {
  await page.getByLabel('Duty status').selectOption({ label: 'Retired' });
  await page.getByLabel('Family status').selectOption({ label: 'Married' });
  await page.getByLabel('ZIP code').fill('22202');
  await page.getByLabel('State you live in').selectOption({ label: 'Virginia' });
  await page.getByLabel('Month born').selectOption({ label: 'June' });
  await page.getByLabel('Year born').fill('1980');
}

describe('life insurance needs calculator', () => {
  it('is the same calculator under the financial calculators, accessible at both widths', async () => {
    const page = await openPage(browser);
    await gotoReady(page, `${calculators}/life-insurance-needs/`);
    expect(await page.locator('h1').textContent()).toBe('Life insurance needs calculator');
    expect(await page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 90_000);

  it('updates the estimate as typed, suggests plans, keeps the answers and makes the PDF', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/live-calculator/');
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.removeItem('mba-live-calculator'));

    const income = page.getByLabel('Yearly income ($)');
    await income.pressSequentially('60000');
    await page.getByLabel('Years of income to replace').pressSequentially('1');
    expect(await figure(page, 'estimate')).toBe('$60,000');
    await page.getByLabel('Years of income to replace').pressSequentially('0');
    expect(await figure(page, 'estimate')).toBe('$600,000');
    await page.getByLabel('Mortgage still owed ($)').pressSequentially('150,000');
    await page.getByLabel('Other debts: car loans, credit cards ($)').fill('12000');
    await page.getByLabel("Children's education costs ($)").fill('50000');
    await page.getByLabel('Final expenses ($)').fill('15000');
    expect(await figure(page, 'estimate')).toBe('$827,000');
    expect(await page.locator('[data-part="incomeReplacement"]').textContent()).toBe('$600,000');
    expect(await page.locator('svg[data-chart="needs-parts"] rect').count()).toBe(5);

    await answerAboutYou(page);
    const firstPlan = page.locator('[data-list="suggested-plans"] li').first();
    await firstPlan.waitFor();
    expect(await firstPlan.getAttribute('data-plan')).toBe('term-90-plus');
    expect(await firstPlan.locator('[data-figure="coverage"]').textContent()).toBe('$850,000');
    expect(await axeViolations(page)).toEqual([]);

    // Answers are kept in the browser: a new visit finds them.
    await gotoReady(page, '/live-calculator/');
    await expect.poll(() => figure(page, 'estimate')).toBe('$827,000');
    expect(await page.getByLabel('ZIP code').inputValue()).toBe('22202');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('life-insurance-needs-estimate.pdf');
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('$827,000');
    expect(text).toContain(`June 1980 (age ${ageNow()})`);
    expect(text).toContain('Term 90 Plus');
    await page.close();
  }, 120_000);

  it('e-mails the PDF, and shows the generic error when a request fails', async () => {
    const page = await openPage(browser, 375, 800);
    await gotoReady(page, '/live-calculator/');
    await page.evaluate(() => localStorage.removeItem('mba-live-calculator'));
    await gotoReady(page, '/live-calculator/');

    await page.getByRole('button', { name: 'E-mail me the PDF' }).click();
    expect(await page.getByRole('alert').first().textContent()).toBe(
      'Check form fields and try again',
    );
    expect(await page.locator('.field__error').count()).toBeGreaterThanOrEqual(8);

    await answerAboutYou(page);
    await page.getByLabel('Yearly income ($)').fill('50000');
    await page.getByLabel('Years of income to replace').fill('5');
    expect(await figure(page, 'estimate')).toBe('$250,000');
    const before = outboxSnapshot();
    await page.getByLabel('E-mail address').fill('calc.visitor@example.com');
    await page.getByRole('button', { name: 'E-mail me the PDF' }).click();
    await page.getByText('Your estimate is on its way to calc.visitor@example.com.').waitFor();
    const eml = await waitForMessage(before, 'calc.visitor@example.com');
    expect(emlHeader(eml, 'To')).toBe('calc.visitor@example.com');
    const [file] = emlAttachments(eml);
    expect(file?.filename).toBe('life-insurance-needs-estimate.pdf');
    expect(await pdfText(file?.content ?? new Uint8Array())).toContain('$250,000');

    await page.route('**/api', async (route) => {
      const body = route.request().postData() ?? '';
      if (!/"action":"(pdf|email)"/.test(body)) return route.continue();
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await page.getByRole('button', { name: 'Download the PDF' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(genericApiError);
    await page.getByRole('button', { name: 'E-mail me the PDF' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(genericApiError);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);
});

/** The age of someone born in June 1980, on the day the test runs. */
function ageNow(): number {
  const today = new Date();
  return today.getUTCFullYear() - 1980 - (today.getUTCMonth() + 1 < 6 ? 1 : 0);
}
