import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactDetails } from '../../validators';
import { axeViolations } from './axe';
import { gotoReady, launchBrowser, openPage, outboxSnapshot, waitForMessage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('contact us', () => {
  it.each([375, 1280])(
    'at %i px: refuses an empty form, then sends to the chosen team with a copy',
    async (width) => {
      const page = await openPage(browser, width);
      await gotoReady(page, '/about/contact-us/');
      const form = page.locator('form[data-form="contact"]');
      await form.getByRole('button', { name: 'Send the message' }).click();
      expect(await form.locator('[role="alert"]').textContent()).toBe(
        'Check form fields and try again',
      );
      expect(await form.locator('.field__error').allTextContents()).toEqual(
        Array(5).fill('This field is required'),
      );
      expect(await axeViolations(page)).toEqual([]);

      const email = `pat.quinn.${width}@example.com`;
      await form.getByLabel('What is your message about?').selectOption({
        label: 'A life insurance claim',
      });
      await form.getByLabel('First name').fill('Pat');
      await form.getByLabel('Last name').fill('Quinn');
      await form.getByLabel('E-mail address').fill(email);
      await form.getByLabel('Phone (optional)').fill('555');
      await form
        .getByLabel('Your message', { exact: true })
        .fill('How do I report the death of my father?');
      await form.getByRole('button', { name: 'Send the message' }).click();
      await expect.poll(() => form.locator('.field__error').allTextContents()).toHaveLength(1);

      await form.getByLabel('Phone (optional)').fill('703-555-0142');
      const before = outboxSnapshot();
      await form.getByRole('button', { name: 'Send the message' }).click();
      await page.getByText('Thank you. Your message is on its way to our team').waitFor();
      const team = await waitForMessage(before, contactDetails['life-claims'].email);
      expect(team).toContain('How do I report the death of my father?');
      expect(team).toContain(email);
      expect(await waitForMessage(before, email)).toContain('We received your message');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
