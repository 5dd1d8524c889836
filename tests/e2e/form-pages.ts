// What the form engine's browser tests share: a Chromium for the file, a form opened at the
// route the site serves it on (the page a visitor gets, from the shard's server and database),
// and what a path answers and costs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { ageOn, type FormData, type FormDefinition } from '../../engine';
import { formById } from '../../forms';
import { isRateSheetId, planVariant, quote } from '../../plans';
import { formatUsd } from '../../validators';
import { gotoReady, launchBrowser, openPage } from './browser';

export { answersOf } from '../path-answers';

/**
 * Starts a browser before the file's tests and closes it after; answers how to open a form's
 * page in it. The page fails the test that opened it on any script error or failed request.
 */
export function formPagesForSuite(): {
  openForm(formId: string, width?: number): Promise<Page>;
} {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openForm(formId: string, width = 1280): Promise<Page> {
    const definition = formById(formId);
    if (!browser) throw new Error('the browser has not started');
    if (!definition) throw new Error(`no form ${formId}`);
    const page = await openPage(browser, width);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
        errors.push(`${response.status()} ${response.url()}`);
      }
    });
    await gotoReady(page, definition.route);
    await page.locator('.form-wizard h1').waitFor();
    expect(errors).toEqual([]);
    return page;
  }

  return { openForm };
}

/** The monthly premium plans' quote gives for these answers, as the page writes it. */
export function quotedPremium(definition: FormDefinition, answers: FormData): string {
  const variant = planVariant(definition.plan.plan, definition.plan.variant);
  const rateSheet = variant?.rateSheet;
  const { dateOfBirth, gender } = answers.insured as { dateOfBirth: string; gender?: string };
  const { amount, tobacco, term } = answers.coverage as {
    amount: number;
    tobacco?: '0' | '1';
    term?: '10' | '20';
  };
  const age = ageOn(dateOfBirth, new Date());
  if (!isRateSheetId(rateSheet) || age === undefined) throw new Error('nothing to quote');
  // A sheet priced by tier (Level Term) takes the tobacco answer through the variant's tiers,
  // and its rates differ by sex; one priced by age alone (NexGen adult) asks no tobacco answer.
  const tiers = variant?.rateTiers;
  const priced = tiers
    ? {
        tier: tobacco === '1' ? tiers.tobacco : tiers.noTobacco,
        ...(gender === 'M' || gender === 'F' ? { sex: gender as 'M' | 'F' } : {}),
      }
    : tobacco === undefined
      ? {}
      : { tobacco };
  return formatUsd(
    quote({ rateSheet, age, coverage: amount, ...(term ? { term } : {}), ...priced }).monthly,
  );
}
