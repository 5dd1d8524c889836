import type { Page } from 'playwright-core';

/** Presses `count` keys in the page's focused field, 40 ms apart (every tenth a Backspace). */
export async function pressKeys(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(i % 10 === 9 ? 'Backspace' : 'a');
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(200);
}
