// The catalogue studio (`npm run studio`), started here on a port of its own over a copy of
// forms/: a JSON edit saved to the copy reaches the open studio page, its redrawn flow, the
// checker's finding placed by file and JSON pointer, and an open preview of a path's step in the
// site's wizard; and axe finds nothing on its pages.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio } from '../../studio';
import { axeViolations } from './axe';
import { launchBrowser } from './browser';

const scratch = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
const formsDir = join(scratch, 'forms');
cpSync(fileURLToPath(new URL('../../forms', import.meta.url)), formsDir, {
  recursive: true,
  filter: (source) => !source.endsWith('.ts'),
});
const plansDir = fileURLToPath(new URL('../../plans/catalogue', import.meta.url));
const shortForm = join(formsDir, 'term-90-plus', 'short.json');
const shortFormAsShipped = readFileSync(shortForm, 'utf8');

let browser: Browser;
let studio: Awaited<ReturnType<typeof createStudio>>;
let base = '';

beforeAll(async () => {
  studio = await createStudio({ formsDir, plansDir });
  base = await studio.listen({ host: '127.0.0.1', port: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await studio?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function open(path: string, width = 1280): Promise<Page> {
  // A context of its own: axe opens its frames in the page's context.
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('studio page error:', error.message));
  await page.goto(`${base}${path}`);
  return page;
}

/** Opens the page once its live connection is up, so no save is missed. */
async function openLive(path: string, width = 1280): Promise<Page> {
  const page = await open(path, width);
  await page.locator('body[data-live="true"]').waitFor();
  return page;
}

/** The preview's frame (the wizard's document), once the wizard shows a heading. */
async function previewFrame(page: Page): Promise<Frame> {
  // The frame is built on the studio's first preview: seconds, more on a busy machine.
  await page.frameLocator('#preview-frame').locator('h1').waitFor({ timeout: 90_000 });
  const frame = page.frames().find((f) => f.url().includes('/preview/frame?'));
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** The first name a path gives on the About you step, as the studio seeds its preview. */
async function seededFirstName(path: number): Promise<string> {
  const response = await fetch(
    `${base}/preview/seed?form=term-90-plus-short&path=${path}&step=insured`,
  );
  const seed = (await response.json()) as { seed: { data: { insured: { firstName: string } } } };
  return seed.seed.data.insured.firstName;
}

describe('the catalogue studio', () => {
  it('lists every variant and filters them by state, age and duty status', async () => {
    const page = await open('/');
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(20);
    await page.getByLabel('State (two letters)').fill('OR');
    await page.getByLabel('Age').fill('40');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/state=OR/);
    await expect.poll(() => page.locator('tr[data-row="term-90-plus/standard"]').count()).toBe(0);
    await page.close();
  });

  it('redraws an open flow within seconds of a saved edit, then shows the checker finding', async () => {
    const page = await openLive('/forms/term-90-plus-short');
    await page.locator('[data-node="review"]').waitFor();
    // The copy has no finding yet (the checker's first run may still be going: a save ends it).
    expect(await page.locator('#findings .finding').count()).toBe(0);

    const form = JSON.parse(readFileSync(shortForm, 'utf8')) as {
      steps: Record<string, unknown>[];
      intermediateData?: unknown;
    };
    form.steps[0] = { ...form.steps[0], title: 'Your service record' };
    const saved = Date.now();
    writeFileSync(shortForm, JSON.stringify(form, null, 2));
    const node = page.locator('[data-node="eligibility"]');
    // About a second on an idle machine; the checker's first run and the browser share this one.
    await expect
      .poll(() => node.textContent(), { timeout: 15_000 })
      .toContain('Your service record');
    console.log(`studio: flow redrawn ${Date.now() - saved} ms after the save`);

    form.intermediateData = { rank: { answer: '/service/nothingHere' } };
    writeFileSync(shortForm, JSON.stringify(form, null, 2));
    const finding = page.locator('#findings .finding', { hasText: 'names no field' });
    await finding.waitFor({ timeout: 90_000 });
    expect(await finding.textContent()).toContain(
      'forms/term-90-plus/short.json#/intermediateData/rank',
    );
    await page.close();
  }, 150_000); // the checker takes from 15 to 80 seconds on a busy machine

  it("opens a path's step in the site's wizard at 375 and 1280 px, filled with its answers", async () => {
    const page = await open('/forms/term-90-plus-short');
    await page.locator('li[data-path="0"] summary').click();
    await page.getByRole('link', { name: 'Preview insured on path 1', exact: true }).click();
    await page.waitForURL(/\/forms\/term-90-plus-short\/preview\?/);
    const firstName = await seededFirstName(1);
    for (const width of [375, 1280]) {
      if (width === 1280) {
        await page.getByRole('link', { name: 'Desktop, 1280 px' }).click();
        await page.waitForURL(/width=1280/);
      }
      const frame = await previewFrame(page);
      expect(await frame.evaluate(() => window.innerWidth)).toBe(width);
      expect(await frame.locator('h1').textContent()).toBe('About you');
      expect(await frame.getByLabel('First name').inputValue()).toBe(firstName);
      expect(await frame.locator('.preview-notice').textContent()).toContain('Nothing is sent');
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 180_000);

  it('shows a step reworded in the form file in the open preview within seconds', async () => {
    const page = await openLive('/forms/term-90-plus-short/preview?path=1&step=insured', 375);
    const frame = await previewFrame(page);
    expect(await frame.locator('h1').textContent()).toBe('About you');

    const form = JSON.parse(shortFormAsShipped) as { steps: { id: string; title: string }[] };
    const saved = Date.now();
    writeFileSync(
      shortForm,
      JSON.stringify(
        {
          ...form,
          steps: form.steps.map((step) =>
            step.id === 'insured' ? { ...step, title: 'The person insured' } : step,
          ),
        },
        null,
        2,
      ),
    );
    const heading = page.frameLocator('#preview-frame').locator('h1');
    await expect
      .poll(() => heading.textContent().catch(() => ''), { timeout: 15_000 })
      .toBe('The person insured');
    console.log(`studio: preview redrawn ${Date.now() - saved} ms after the save`);
    // Still filled with the path's answers.
    expect(await page.frameLocator('#preview-frame').getByLabel('First name').inputValue()).toBe(
      await seededFirstName(1),
    );
    await page.close();
  }, 150_000);

  it.each([
    '/',
    '/forms/term-90-plus-quick-step',
    '/compare?a=term-90-plus/standard&b=term-90-plus/short',
  ])(
    'has no axe violation on %s',
    async (path) => {
      const page = await open(path);
      await page.locator('main h1').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
    90_000,
  );
});
