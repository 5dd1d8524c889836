// What the form engine's browser tests share: the wizard harness served by the real server on a
// database of its own, a Chromium to open a form in, and what a path answers and costs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { ageOn, type FormData, type FormDefinition, type StepPath } from '../../../engine';
import {
  buildServer,
  localPaymentVault,
  migrateToLatest,
  openDatabase,
  outboxMailer,
  outboxPhoneMessenger,
  ssnCipher,
  type DatabaseHandle,
} from '../../../server';
import { isRateSheetId, planVariant, quote } from '../../../plans';
import { formatUsd } from '../../../validators';
import { launchBrowser } from '../browser';
import { builtHarness } from './build-harness';

/**
 * Starts the harness's server and a browser before the file's tests and stops them after; answers
 * how to open a form in it. Each test file has its own server and database, as each has its own
 * browser.
 */
export function wizardHarnessForSuite(): {
  openForm(formId: string, width?: number): Promise<Page>;
} {
  let browser: Browser | undefined;
  let server: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  let baseUrl = '';
  const scratch = mkdtempSync(join(tmpdir(), 'wizard-e2e-'));

  beforeAll(async () => {
    const siteDir = await builtHarness();
    database = await openDatabase();
    await migrateToLatest(database.db);
    server = await buildServer({
      db: database.db,
      ssnCipher: ssnCipher(Buffer.alloc(32, 7)),
      payments: localPaymentVault({ db: database.db, key: Buffer.alloc(32, 9) }),
      mailer: outboxMailer(scratch),
      phone: outboxPhoneMessenger(scratch),
      config: { siteDir },
      log: false,
    });
    baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await database?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  async function openForm(formId: string, width = 1280): Promise<Page> {
    if (!browser) throw new Error('the harness has not started');
    const page = await (
      await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl })
    ).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
        errors.push(`${response.status()} ${response.url()}`);
      }
    });
    await page.goto(`/?form=${formId}`);
    await page.locator('h1').waitFor();
    expect(errors).toEqual([]);
    return page;
  }

  return { openForm };
}

/** Everything a path answers, step after step. */
export const answersOf = (path: StepPath): FormData =>
  path.events.reduce<FormData>((all, e) => (e.type === 'NEXT' ? { ...all, ...e.data } : all), {});

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
