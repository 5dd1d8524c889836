// axe-core on the page as it is now, at the phone and desktop widths of the accessibility suite.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** WCAG 2.2 AA violations at 375 and 1280 px, as "<width> px: <rule id>". */
export async function axeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    found.push(...results.violations.map((violation) => `${width} px: ${violation.id}`));
  }
  return found;
}
