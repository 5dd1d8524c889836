// The director election inside its window. The window is moved by configuration
// (ELECTION_START, ELECTION_END) on a server of this file's own, so its votes touch no other test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server';
import { logInAs } from './account';
import { axeViolations } from './axe';
import { gotoReady, launchBrowser } from './browser';

let browser: Browser;
let server: RunningServer;
let dataDir: string;
let origin: string;

/** 'YYYY-MM-DDTHH:mm' some days from now: the window's ends, whatever the time zone. */
const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(join(tmpdir(), 'mba-e2e-ballot-'));
  server = await startServer({
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      ELECTION_START: daysFromNow(-3),
      ELECTION_END: daysFromNow(3),
    },
    root: resolve(import.meta.dirname, '../..'),
    port: 0,
    host: '127.0.0.1',
    log: false,
  });
  origin = `http://localhost:${new URL(server.url).port}`;
});

afterAll(async () => {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function ballotFor(username: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: origin,
  });
  const page = await context.newPage();
  await logInAs(page, username);
  await gotoReady(page, '/my-account/ballot/');
  await page.locator('[data-ballot]').waitFor();
  return page;
}

describe('the ballot inside the election window', () => {
  it('lets a member choose, review and cast one vote, then shows it is done', async () => {
    const page = await ballotFor('demo.member');
    const nominees = page.getByRole('group', { name: /Director Nominees/ });
    expect(await nominees.getByText('Recommended', { exact: true }).count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Review my vote' }).click();
    await page.getByText('This field is required').waitFor();
    await nominees.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Review my vote' }).click();
    await page.getByRole('heading', { name: 'Confirm your vote' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cast my vote' }).click();
    await page.getByRole('heading', { name: 'Thank you for voting' }).waitFor();
    await gotoReady(page, '/my-account/');
    await page.getByRole('heading', { level: 1, name: 'Hello, Jordan' }).waitFor();
    expect(await page.locator('[data-attention="ballot"]').count()).toBe(0);
    await page.context().close();
  });

  it('refuses a second vote cast from a ballot opened before the first', async () => {
    const first = await ballotFor('demo.uninsured');
    const second = await ballotFor('demo.uninsured');
    for (const page of [first, second]) {
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Review my vote' }).click();
    }
    await first.getByRole('button', { name: 'Cast my vote' }).click();
    await first.getByRole('heading', { name: 'Thank you for voting' }).waitFor();
    await second.getByRole('button', { name: 'Cast my vote' }).click();
    await second.getByRole('alert').getByText('You have already voted in this election.').waitFor();
    await first.context().close();
    await second.context().close();
  });

  it('tells an expired member why there is no ballot for them', async () => {
    const page = await ballotFor('demo.expired');
    expect(await page.locator('[data-ballot="closed"]').textContent()).toContain(
      'Your membership status is Expired Insured Member.',
    );
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.context().close();
  });

  it('tells a member with an account error why they cannot vote', async () => {
    const page = await ballotFor('demo.error');
    expect(await page.locator('[data-ballot="closed"]').textContent()).toContain(
      'problem with your account',
    );
    await page.context().close();
  });
});
