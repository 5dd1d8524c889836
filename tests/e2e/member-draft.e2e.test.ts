// A logged-in member's application follows them: the steps passed on one device are on the
// server, and the same form opened on another device resumes there.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formById } from '../../forms';
import { logInAs, logInFromHeader } from './account';
import { gotoReady, launchBrowser, openPage } from './browser';
import { heading, shortestPath, walk } from './wizard-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/**
 * A logged-in member two steps into `formId`, its answers stored in the browser; `stored` reads
 * what the browser keeps of the applications.
 */
async function memberMidway(formId: string) {
  const definition = formById(formId);
  if (!definition) throw new Error(`no form ${formId}`);
  const path = shortestPath(definition);
  const page = await openPage(browser);
  await logInAs(page, 'demo.member');
  await gotoReady(page, definition.route);
  await page.locator('h1').waitFor();
  await walk(page, definition, path, { stopBefore: path.steps[2] });
  const stored = () => page.evaluate(() => window.localStorage.getItem('mba-applications') ?? '');
  expect(await stored()).toContain('"firstName"');
  return { definition, page, stored };
}

describe("a member's draft", () => {
  it('resumes on another device at the step reached, sensitive answers asked again', async () => {
    const definition = formById('term-90-plus-standard');
    if (!definition) throw new Error('no standard form');
    const firstDevice = await openPage(browser);
    // The insured step, the last passed, reaches the server after its Continue: the device stays
    // open until the server has answered it, as a slow server on a busy machine may take a while.
    const insuredSaved = firstDevice.waitForResponse((response) => {
      const sent = response.request().postData() ?? '';
      return sent.includes('"action":"step"') && sent.includes('"step":"insured"');
    });
    await logInAs(firstDevice, 'demo.member');
    await gotoReady(firstDevice, definition.route);
    await firstDevice.locator('h1').waitFor();
    await walk(firstDevice, definition, shortestPath(definition), { stopBefore: 'contact' });
    expect((await insuredSaved).ok()).toBe(true);
    const firstName = await firstDevice.evaluate(() => {
      const saved = window.localStorage.getItem('mba-applications') ?? '';
      return /"firstName":"([^"]+)"/.exec(saved)?.[1] ?? '';
    });
    expect(firstName).not.toBe('');
    await firstDevice.context().close();

    const secondDevice = await openPage(browser);
    await logInAs(secondDevice, 'demo.member');
    await gotoReady(secondDevice, definition.route);
    // The insured step held the SSN, never stored: the draft resumes there to ask it again.
    await expect.poll(() => heading(secondDevice)).toBe('About the insured');
    expect(await secondDevice.locator('#root_insured_firstName').inputValue()).toBe(firstName);
    expect(await secondDevice.locator('#root_insured_ssn').inputValue()).toBe('');
    await secondDevice.context().close();
  });

  it('resumes when the member logs in from the header with the application open', async () => {
    const definition = formById('term-90-plus-standard');
    if (!definition) throw new Error('no standard form');
    const page = await openPage(browser);
    await gotoReady(page, definition.route);
    await expect.poll(() => heading(page)).toBe(definition.steps[0]?.title);
    await logInFromHeader(page, 'demo.member');
    // The draft of the test above: the insured step asks its SSN again, the rest is there.
    await expect.poll(() => heading(page)).toBe('About the insured');
    expect(await page.locator('#root_insured_firstName').inputValue()).not.toBe('');
    await page.context().close();
  });

  it("keeps the application open, and what is being typed, when the login's draft comes after a step was sent", async () => {
    // A member no other test gives a draft of this form: the draft the login asks for is this
    // browser's own first step, sent while the answer was on its way.
    const definition = formById('term-90-plus-standard');
    if (!definition) throw new Error('no standard form');
    const path = shortestPath(definition);
    const page = await openPage(browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    let draftAsked: () => void = () => undefined;
    const asked = new Promise<void>((done) => (draftAsked = done));
    await page.route('**/api', async (route) => {
      if ((route.request().postData() ?? '').includes('"action":"draft"')) {
        draftAsked();
        await held;
      }
      await route.continue();
    });
    await gotoReady(page, definition.route);
    await expect.poll(() => heading(page)).toBe(definition.steps[0]?.title);
    await logInFromHeader(page, 'demo.grace');
    await page.locator('.account-controls__greeting').waitFor();
    await asked;
    const second = path.steps[1] ?? '';
    await walk(page, definition, path, { stopBefore: second });
    const secondTitle = definition.steps.find((s) => s.id === second)?.title;
    expect(await heading(page)).toBe(secondTitle);
    const field = page.locator('.form-wizard input[type="text"]').first();
    await field.pressSequentially('Jo');
    const answered = page.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('"action":"draft"'),
    );
    release();
    await answered;
    // Two frames: a restart of the wizard would have drawn by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await heading(page)).toBe(secondTitle);
    expect(await field.inputValue()).toBe('Jo');
    await page.context().close();
  });

  it('is forgotten by a tab when the member logs out in another', async () => {
    const { definition, page, stored } = await memberMidway('term-90-plus-spouse-short');
    // Only the tab that logs out tells the server: a second logout would be refused (401).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    const other = await page.context().newPage();
    await gotoReady(other, '/');
    await other.locator('.site-header').getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => heading(page)).toBe(definition.steps[0]?.title);
    await expect.poll(stored).not.toContain('"firstName"');
    await page.locator('.site-header').getByRole('button', { name: 'Log in' }).waitFor();
    expect(
      await page.locator('.site-header').getByRole('button', { name: 'Log out' }).count(),
    ).toBe(0);
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('is forgotten by the browser when the member logs out, and the wizard starts afresh', async () => {
    // Another form than the test above, whose draft would resume here.
    const { definition, page, stored } = await memberMidway('term-90-plus-simplified');
    await page.locator('.site-header').getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => heading(page)).toBe(definition.steps[0]?.title);
    expect(await stored()).not.toContain('"firstName"');
    await page.reload();
    await page.locator('.form-wizard h1').waitFor();
    expect(await heading(page)).toBe(definition.steps[0]?.title);
    expect(await stored()).not.toContain('"firstName"');
    await page.context().close();
  });

  it('opens within seconds when the server is slow to give the draft, with the answers of this browser', async () => {
    const { definition, page } = await memberMidway('term-90-plus-short');
    const firstName = await page.evaluate(
      () =>
        /"firstName":"([^"]+)"/.exec(window.localStorage.getItem('mba-applications') ?? '')?.[1],
    );
    // The draft's answer held for 20 s: the application opens without it, answers kept.
    await page.route('**/api', async (route) => {
      if ((route.request().postData() ?? '').includes('"action":"draft"'))
        await new Promise((done) => setTimeout(done, 20_000));
      await route.continue().catch(() => undefined);
    });
    const started = Date.now();
    await gotoReady(page, definition.route);
    await page.locator('.form-wizard h1').waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    // The SSN is never stored: the insured step is asked again, its other answers kept.
    expect(await heading(page)).toBe(definition.steps.find((step) => step.id === 'insured')?.title);
    expect(await page.locator('#root_insured_firstName').inputValue()).toBe(firstName);
    await page.context().close();
  });
});
