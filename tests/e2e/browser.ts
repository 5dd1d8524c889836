// One Chromium per test file, pages at a given width; the outbox read for codes and links.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Debian's Chromium for the browser tests: its headless shell (package chromium-headless-shell,
 * the same Chromium built for headless use, as Playwright itself runs headless pages) when it is
 * installed, else the browser (package chromium). The browser in headless mode opens a whole
 * window, with its own renderer for the window's user interface, for every page: a new page
 * cost it about 2 s of CPU here, and the same pages took it twice the time and CPU they take the
 * shell (a measured run of 16 page loads: 33 s of CPU against 16 s). CHROMIUM_PATH overrides.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function openPage(browser: Browser, width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl() });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return page;
}

/**
 * The visitor's first touch: content pages load the React app only on intent (docs/site.md,
 * "Loading model"), then React hydrates and marks the root.
 */
export async function touchAndWaitForApp(page: Page): Promise<void> {
  await page.dispatchEvent('html', 'pointerdown');
  await page.waitForSelector('html[data-hydrated]');
}

/**
 * Waits until the page has nothing more in flight (no request for half a second) and has drawn
 * what followed: the moment to assert that something did not happen.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Opens the page and waits until React has hydrated it. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await touchAndWaitForApp(page);
}

function outboxFiles(): string[] {
  try {
    // A message still being written has a hidden temporary name.
    return readdirSync(inject('outboxDir'))
      .filter((name) => !name.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
}

/** Files in the outbox now, to tell new messages from old ones. */
export function outboxSnapshot(): ReadonlySet<string> {
  return new Set(outboxFiles());
}

/** Waits for a message written after the snapshot whose file name contains `namePart`. */
export async function waitForMessage(
  before: ReadonlySet<string>,
  namePart: string,
): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const fresh = outboxFiles().filter((file) => !before.has(file) && file.includes(namePart));
    const newest = fresh.at(-1);
    if (newest) return readFileSync(join(inject('outboxDir'), newest), 'utf8');
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no new outbox message matching ${namePart}`);
}

/** The verification code in an e-mail or phone message. */
export function codeIn(message: string): string {
  const code = /\b(\d{6})\b/.exec(message)?.[1];
  if (!code) throw new Error(`no code in message: ${message}`);
  return code;
}
