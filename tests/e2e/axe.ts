// axe-core on the page as it is now, at the phone and desktop widths of the accessibility suite.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Ids given to more than one element: axe no longer reports them (WCAG 2.2 dropped 4.1.1), but a
 * label, hint or error tied to a repeated id can name the wrong element.
 */
export function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]'))
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  });
}

/** WCAG 2.2 AA violations at 375 and 1280 px, as "<width> px: <rule id>". */
export async function axeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    found.push(...results.violations.map((violation) => `${width} px: ${violation.id}`));
  }
  found.push(...(await duplicateIds(page)).map((id) => `duplicate id: ${id}`));
  return found;
}
