// Large text on a phone (WCAG 1.4.4 Resize Text, 1.4.10 Reflow, 2.4.11 Focus Not Obscured): the
// root font size at 200%, as a browser's text-size setting makes it (the site sizes in rem), on a
// 320 px phone. No page scrolls sideways, the announcement stays a band at the top, and a control
// reached by Tab is never under the fixed bottom bar, on the home page, a plan page and every step
// of the Term 90 Plus standard application.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formById } from '../../forms';
import { gotoReady, launchBrowser, openPage } from './browser';
import {
  answer,
  expectAccessible,
  expectMovedOn,
  heading,
  shortestPath,
  sign,
} from './wizard-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const phoneHeight = 667;

/** A phone of `width` whose root font size is `percent` from the first paint, reloads included. */
async function openPhone(width: number, percent: number): Promise<Page> {
  const page = await openPage(browser, width, phoneHeight);
  await page.addInitScript((size) => {
    const apply = () => document.documentElement.style.setProperty('font-size', size);
    if (document.documentElement) apply();
    else document.addEventListener('DOMContentLoaded', apply);
  }, `${percent}%`);
  return page;
}

/** How far the page scrolls sideways, and the elements sticking out of it (to name a failure). */
async function sidewaysScroll(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const parent = element.parentElement?.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5 && (!parent || parent.right <= width + 0.5);
      })
      .slice(0, 5)
      .map((element) => {
        const name = element.tagName.toLowerCase();
        const classes = [...element.classList].map((c) => `.${c}`).join('');
        return `${name}${classes} (right edge ${Math.round(element.getBoundingClientRect().right)})`;
      });
    return { overflow: root.scrollWidth - width, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { overflow, culprits } = await sidewaysScroll(page);
  expect
    .soft(overflow, `${where} scrolls sideways by ${overflow} px: ${culprits.join(', ')}`)
    .toBe(0);
}

/** The buttons on the page with a word broken across lines, by their text. */
function buttonsWithBrokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button')].flatMap((button) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let broken = false;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        broken ||= [...text.data.matchAll(/\S+/g)].some((word) => {
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return range.getClientRects().length > 1;
        });
      }
      return broken ? [button.textContent ?? ''] : [];
    }),
  );
}

/**
 * How many pixels of the focused element a fixed or sticky box (not containing it) covers: the
 * mobile bar, the ballot banner.
 */
async function focusCovered(page: Page): Promise<{ focused: string; covered: number }> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { focused: 'body', covered: 0 };
    const target = focused.getBoundingClientRect();
    let covered = 0;
    for (const element of document.body.querySelectorAll('*')) {
      const { position } = getComputedStyle(element);
      if ((position !== 'fixed' && position !== 'sticky') || element.contains(focused)) continue;
      const box = element.getBoundingClientRect();
      const across = Math.min(box.right, target.right) - Math.max(box.left, target.left);
      const down = Math.min(box.bottom, target.bottom) - Math.max(box.top, target.top);
      if (across > 0 && down > 0) covered = Math.max(covered, Math.round(down));
    }
    const label = focused.id || focused.textContent?.trim().slice(0, 30) || focused.tagName;
    return { focused: label, covered };
  });
}

/** Tabs through the application's step from its heading, checking nothing covers each stop. */
async function expectTabStopsInView(
  page: Page,
  where: string,
  container = '.form-wizard',
): Promise<number> {
  await page.locator(`${container} h1`).first().focus();
  let stops = 0;
  for (; stops < 60; stops += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      (selector) => Boolean(document.activeElement?.closest(selector)),
      container,
    );
    if (!inside) break;
    const { focused, covered } = await focusCovered(page);
    expect(covered, `${where}: ${focused} is ${covered} px under a fixed bar`).toBe(0);
  }
  return stops;
}

describe('200% text on a 320 px phone', () => {
  it.each([320, 375])(
    'lets the home page and the plan page reflow at %i px: no sideways scroll, a compact announcement',
    async (width) => {
      const page = await openPhone(width, 200);
      for (const path of ['/', '/insurance-plans/term-90-plus/']) {
        await gotoReady(page, path);
        await page.locator('[data-testid="top-alert"]').waitFor();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
          '32px',
        );
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
        // The announcement leaves most of the first screen to the page, its Hide button in view.
        const alert = await page.locator('[data-testid="top-alert"]').boundingBox();
        expect(alert?.height ?? phoneHeight).toBeLessThan(phoneHeight / 2);
        const hide = await page.getByRole('button', { name: 'Hide announcement' }).boundingBox();
        expect(hide && hide.y + hide.height).toBeLessThan(phoneHeight / 2);
        expect(await buttonsWithBrokenWords(page)).toEqual([]);
        // Its text scrolls within it, and takes focus so a keyboard can scroll it; the plan's
        // tables scroll in their own named region (axe's scrollable-region-focusable).
        await expect
          .poll(() => page.locator('.alert-bar__inner p').getAttribute('tabindex'))
          .toBe('0');
        await expectAccessible(page);
      }
      await page.close();
    },
  );

  it('walks the Term 90 Plus standard application with no sideways scroll and every field reached by Tab in view', async () => {
    const standard = formById('term-90-plus-standard');
    if (!standard) throw new Error('no standard form');
    const page = await openPhone(320, 200);
    await gotoReady(page, '/insurance-plans/term-90-plus/');
    await page.locator(`a[href="${standard.route}"]`).first().click();
    await page.waitForURL(`**${standard.route}`);
    await page.locator('.form-wizard h1').waitFor();
    const path = shortestPath(standard);
    let steps = 0;
    for (const event of path.events) {
      if (event.type !== 'NEXT') continue;
      const title = await heading(page);
      const step = standard.steps.find((s) => s.title === title);
      await expectNoSidewaysScroll(page, `step "${title}"`);
      expect(await expectTabStopsInView(page, `step "${title}"`)).toBeGreaterThan(0);
      const own = Object.fromEntries(
        Object.entries(event.data ?? {}).filter(
          ([key]) => key in ((step?.schema.properties as object) ?? {}),
        ),
      );
      await answer(page, own, []);
      // Answered, a step can grow (a premium, a beneficiary row): still no sideways scroll.
      await expectNoSidewaysScroll(page, `step "${title}" answered`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectMovedOn(page, title);
      steps += 1;
    }
    expect(steps).toBeGreaterThan(3);
    expect(await heading(page)).toBe('Review your application');
    await expectNoSidewaysScroll(page, 'the review');
    await expectTabStopsInView(page, 'the review');
    await sign(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.locator('.confirmation strong').waitFor();
    await expectNoSidewaysScroll(page, 'the confirmation');
    await page.close();
  });

  it('keeps a field reached by Tab clear of the fixed bar at 100% text too', async () => {
    const page = await openPhone(320, 100);
    // The calculator's fields: application pages have no bar (the application-page tests).
    await gotoReady(page, '/live-calculator/');
    await page.locator('main h1').waitFor();
    const bar = page.locator('[data-testid="mobile-bar"]');
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect((await bar.boundingBox())?.height).toBeLessThan(60);
    // The announcement's text is whole, and no tab stop of its own.
    const text = page.locator('.alert-bar__inner p');
    expect(await text.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
    expect(await text.getAttribute('tabindex')).toBeNull();
    await expectNoSidewaysScroll(page, 'the calculator at 100%');
    expect(await expectTabStopsInView(page, 'the calculator at 100%', 'main')).toBeGreaterThan(5);
    await page.close();
  });
});
