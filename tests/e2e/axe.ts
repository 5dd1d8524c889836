// axe-core on the page as it is now, at the phone and desktop widths of the accessibility suite.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One of axe's findings: a rule broken, with the elements that break it. */
type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The rules checked everywhere: WCAG 2.0 to 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's WCAG 2.2 AA violations on the page as it is now. axe runs in the page itself (its
 * legacy mode) rather than finishing each check in a new blank tab: our pages hold no frame of
 * another origin, which is all that mode leaves out, and a walk checks every step this way in a
 * fraction of the time.
 */
export async function axeViolationsNow(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze();
  return results.violations;
}

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
    found.push(
      ...(await axeViolationsNow(page)).map((violation) => `${width} px: ${violation.id}`),
    );
  }
  found.push(...(await duplicateIds(page)).map((id) => `duplicate id: ${id}`));
  return found;
}
