// Every prerendered page's own words and markup, checked by axe-core in a DOM environment: the
// HTML the site build writes (site/prerender.ts, with every content page), before any script.
// This is the per-route sweep the browser suite no longer repeats for each route: Chromium checks
// a route of each page template at 375 and 1280 px (tests/e2e/accessibility.e2e.test.ts), with the
// colour contrast and layout that only a browser can compute. Rules that need layout are left to
// it; everything else of WCAG 2.2 AA is checked here on every page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { formRoutes } from '../forms';
import {
  contentItemRoutes,
  contentListRoutes,
  contentPageRoutes,
  prerenderSite,
  siteOrigin,
} from '../site';
import { contentPrerenders } from '../scripts/build/content-pages';
import { wcagTags } from './e2e/axe';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const template = readFileSync(new URL('../site/index.html', import.meta.url), 'utf8');

const pages = prerenderSite(
  template,
  { applyRoutes: new Set(formRoutes.map((route) => route.route)) },
  contentPrerenders(contentListRoutes, [...contentItemRoutes, ...contentPageRoutes], siteOrigin),
);

/** The rules of wcagTags that need no layout: contrast and target size are Chromium's. */
const layoutRules = ['color-contrast', 'target-size'];

/** The axe-core that the page's window loaded (its script, evaluated there). */
function axeIn(window: object): typeof axe {
  const loaded: unknown = Reflect.get(window, 'axe');
  if (typeof loaded !== 'object' || loaded === null || !('run' in loaded))
    throw new Error('axe-core did not load in the page');
  return loaded as typeof axe;
}

/** axe's WCAG 2.2 AA violations of a page's HTML, and its ids given more than once. */
async function findings(html: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  try {
    dom.window.eval(axeSource);
    const { violations } = await axeIn(dom.window).run(dom.window.document, {
      runOnly: { type: 'tag', values: wcagTags },
      rules: Object.fromEntries(layoutRules.map((rule) => [rule, { enabled: false }])),
      resultTypes: ['violations'],
    });
    const ids = new Map<string, number>();
    for (const element of dom.window.document.querySelectorAll('[id]'))
      ids.set(element.id, (ids.get(element.id) ?? 0) + 1);
    return [
      ...violations.map(
        (violation) =>
          `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      ),
      ...[...ids].filter(([, count]) => count > 1).map(([id]) => `duplicate id ${id}`),
    ];
  } finally {
    dom.window.close();
  }
}

describe('axe-core on every prerendered page, in a DOM environment', () => {
  it('has every page of the build to check', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('finds what a page gets wrong: an image without a text, a repeated id', async () => {
    const html = template
      .replace('<!--site-head-->', '<title>Page</title>')
      .replace(
        '<!--site-body-->',
        '<main><h1>Page</h1><img src="/a.png"><p id="twice">a</p><p id="twice">b</p></main>',
      );
    expect(await findings(html)).toEqual(['image-alt (img)', 'duplicate id twice']);
  });

  it.each(pages.map((page) => [page.file, page.html] as const))(
    'finds no WCAG 2.2 AA violation in %s',
    async (_file, html) => {
      expect(await findings(html)).toEqual([]);
    },
  );
});
