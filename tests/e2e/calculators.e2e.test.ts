import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { gotoReady, launchBrowser, openPage } from './browser';

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
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(path, 'utf8').trim().split('\r\n');
    expect(lines).toHaveLength(25);
    expect(lines[0]).toBe('Payment,Amount,Principal,Interest,Balance');
    expect(lines.at(-1)).toMatch(/^24,[\d.]+,[\d.]+,[\d.]+,0\.00$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
    // axe reads the 360-row table at two widths: slower than the suite's default allows.
  }, 150_000);
});
