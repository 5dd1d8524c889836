// Test helper of the engine's own DOM tests: axe-core's WCAG 2.2 AA findings on the document as
// jsdom holds it now. jsdom computes no layout, so the rules that need it (colour contrast,
// target size) are left to the browser tests. Not part of the engine's public face.
import axe from 'axe-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const layoutRules = ['color-contrast', 'target-size'];

/**
 * Each violation within `part` as "<rule id> (<its elements>)". The page around it (its language,
 * its title) is the site's, checked on the site's pages.
 */
export async function axeFindings(part: Element): Promise<string[]> {
  const { violations } = await axe.run(part, {
    runOnly: { type: 'tag', values: wcagTags },
    rules: Object.fromEntries(layoutRules.map((rule) => [rule, { enabled: false }])),
    resultTypes: ['violations'],
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
