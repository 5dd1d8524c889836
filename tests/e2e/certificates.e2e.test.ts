import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatesFor } from '../../plans';
import { axeViolations } from './axe';
import { gotoReady, launchBrowser, openPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const documentLinks = (page: Page) =>
  page
    .locator('[data-page="certificates"] section li a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe('certificates pages', () => {
  it.each([375, 1280])(
    'at %i px: choose a state, see the documents filed for it, open one as a PDF',
    async (width) => {
      const page = await openPage(browser, width);
      await gotoReady(page, '/certificates/term-90-plus/');
      await expect
        .poll(() => page.locator('h1').textContent())
        .toBe('Term 90 Plus certificates and riders');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('The state you live in').selectOption({ label: 'California' });
      await page.getByRole('button', { name: 'Show the documents' }).click();
      await page.waitForURL('**/certificates/term-90-plus/CA/');
      await page.locator('h2', { hasText: 'Documents for California' }).waitFor();
      expect(await documentLinks(page)).toEqual(
        certificatesFor({ product: 'term-90-plus', state: 'CA' }).map((d) => d.link),
      );
      expect(await page.locator('.note').textContent()).toContain('specimen');
      expect(await axeViolations(page)).toEqual([]);
      // The page fits the phone: nothing scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      const [first] = await documentLinks(page);
      const pdf = await page.request.get(first ?? '');
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await page.context().close();
    },
  );

  it('opens a bookmarked state directly, lists each Level Term term apart', async () => {
    const page = await openPage(browser);
    await page.goto('/certificates/level-term/TX/');
    await page.locator('h2', { hasText: 'Documents for Texas' }).waitFor();
    expect(await page.locator('[data-page="certificates"] h3').allTextContents()).toEqual([
      '10-year level term',
      '20-year level term',
    ]);
    expect(await page.getByLabel('The state you live in').inputValue()).toBe('TX');
    await page.context().close();
  });

  it('shows the National Guard certificates at /ngcertificate/', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/ngcertificate/');
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('National Guard Group Life certificates and riders');
    await page.getByLabel('The state you live in').selectOption('VA');
    await page.getByRole('button', { name: 'Show the documents' }).click();
    await page.waitForURL('**/certificates/national-guard/VA/');
    await page.locator('h2', { hasText: 'Documents for Virginia' }).waitFor();
    expect(await documentLinks(page)).toEqual(
      certificatesFor({ product: 'national-guard', state: 'VA' }).map((d) => d.link),
    );
    await page.context().close();
  });

  it('answers an unknown plan or state with the page-not-found content', async () => {
    const page = await openPage(browser);
    for (const path of ['/certificates/no-such-plan/', '/certificates/term-90-plus/ZZ/']) {
      await page.goto(path);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found');
    }
    await page.context().close();
  });
});

describe('the beneficiary designation form', () => {
  it('downloads by itself at /beneficiary/, a fillable PDF, and the page offers the link too', async () => {
    const page = await openPage(browser, 375);
    const download = page.waitForEvent('download');
    await page.goto('/beneficiary/');
    const file = await download;
    expect(file.suggestedFilename()).toBe('beneficiary-designation-form.pdf');
    const path = await file.path();
    const pdf = await PDFDocument.load(readFileSync(path));
    expect(pdf.getForm().getTextField('primary.1.sharePercent')).toBeDefined();
    expect(await page.locator('h1').textContent()).toBe('Beneficiary designation form');
    expect(
      await page.getByRole('link', { name: 'download the form (PDF)' }).getAttribute('href'),
    ).toBe('/documents/forms/beneficiary-designation.pdf');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
