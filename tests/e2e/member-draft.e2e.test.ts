// A logged-in member's application follows them: the steps passed on one device are on the
// server, and the same form opened on another device resumes there.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formById } from '../../forms';
import { gotoReady, launchBrowser, openPage } from './browser';
import { heading, shortestPath, walk } from './wizard-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function logIn(page: Page): Promise<void> {
  await gotoReady(page, '/login/');
  await page.getByLabel('Username or e-mail').fill('demo.member');
  await page.getByLabel('Password').fill('Member#2025');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.locator('.account-controls__greeting').waitFor();
}

describe("a member's draft", () => {
  it('resumes on another device at the step reached, sensitive answers asked again', async () => {
    const definition = formById('term-90-plus-standard');
    if (!definition) throw new Error('no standard form');
    const firstDevice = await openPage(browser);
    await logIn(firstDevice);
    await gotoReady(firstDevice, definition.route);
    await firstDevice.locator('h1').waitFor();
    await walk(firstDevice, definition, shortestPath(definition), 'contact');
    const firstName = await firstDevice.evaluate(() => {
      const saved = window.localStorage.getItem('mba-applications') ?? '';
      return /"firstName":"([^"]+)"/.exec(saved)?.[1] ?? '';
    });
    expect(firstName).not.toBe('');
    await firstDevice.context().close();

    const secondDevice = await openPage(browser);
    await logIn(secondDevice);
    await gotoReady(secondDevice, definition.route);
    // The insured step held the SSN, never stored: the draft resumes there to ask it again.
    await expect.poll(() => heading(secondDevice)).toBe('About the insured');
    expect(await secondDevice.locator('#root_insured_firstName').inputValue()).toBe(firstName);
    expect(await secondDevice.locator('#root_insured_ssn').inputValue()).toBe('');
    await secondDevice.context().close();
  });
});
