import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { gotoReady, launchBrowser, openPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('events page', () => {
  it('lists the events to come in the bare layout and signs a visitor up', async () => {
    const page = await openPage(browser);
    await gotoReady(page, '/events/');
    const form = page.locator('form[data-form="event-signup"]');
    await form.waitFor();
    expect(await page.locator('[data-layout="bare"]').count()).toBe(1);
    expect(await page.locator('.site-header').count()).toBe(0);
    expect(await page.locator('.events h2').allTextContents()).toEqual([
      'Member benefits webinar',
      'Planning for military retirement',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Sign me up' }).click();
    expect(await form.locator('[role="alert"]').textContent()).toBe(
      'Check form fields and try again',
    );
    expect(await form.locator('.field__error').allTextContents()).toEqual([
      'This field is required',
      'This field is required',
      'This field is required',
      'This field is required',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('First name').fill('Pat');
    await form.getByLabel('Last name').fill('Quinn');
    await form.getByLabel('E-mail address').fill('pat.quinn@example');
    await form.getByLabel('Event').selectOption({ label: 'Planning for military retirement' });
    await form.getByRole('button', { name: 'Sign me up' }).click();
    expect(await form.locator('.field__error').allTextContents()).toEqual([
      'This field must be a valid email',
    ]);

    await form.getByLabel('E-mail address').fill('pat.quinn@example.com');
    await form.getByRole('button', { name: 'Sign me up' }).click();
    const done = form.locator('[role="status"]');
    await done.waitFor();
    expect(await done.textContent()).toBe(
      'Thank you. You are signed up for Planning for military retirement.',
    );
    await page.close();
  });
});
