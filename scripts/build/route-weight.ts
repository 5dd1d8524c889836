// The gzipped JavaScript each application route loads (issue 4's budget: 150 KB for the largest),
// printed by the build so a change that makes a form's page heavier shows at once; `npm run bench`
// measures the same in Chromium on the Term 90 Plus standard form and on the heaviest route.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The scripts the page itself names (the boot and what it preloads), from its HTML. */
export function pageScripts(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[\w.-]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
}

/** KiB of gzipped JavaScript per route: the client shell's scripts and the route's own. */
export function applicationRouteWeights(
  siteDir: string,
  shellHtml: string,
  preloads: Record<string, readonly string[]>,
): Record<string, number> {
  const gzipped = new Map<string, number>();
  const sizeOf = (script: string): number => {
    const known = gzipped.get(script);
    if (known !== undefined) return known;
    const size = gzipSync(readFileSync(join(siteDir, script)), { level: 9 }).length;
    gzipped.set(script, size);
    return size;
  };
  const shell = pageScripts(shellHtml);
  return Object.fromEntries(
    Object.entries(preloads).map(([route, scripts]) => {
      const all = new Set([...shell, ...scripts]);
      return [route, [...all].reduce((sum, script) => sum + sizeOf(script), 0) / 1024];
    }),
  );
}

/** The weights of a built site's application routes (its routes.json and client shell). */
export function builtRouteWeights(siteDir: string): Record<string, number> {
  const routes = JSON.parse(readFileSync(join(siteDir, 'routes.json'), 'utf8')) as {
    applicationPreloads?: Record<string, readonly string[]>;
  };
  return applicationRouteWeights(
    siteDir,
    readFileSync(join(siteDir, 'app.html'), 'utf8'),
    routes.applicationPreloads ?? {},
  );
}

/** The route loading the most JavaScript: the one the budget binds. */
export function heaviestRoute(weights: Record<string, number>): string | undefined {
  return Object.entries(weights).reduce<[string, number] | undefined>(
    (heaviest, entry) => (heaviest && heaviest[1] >= entry[1] ? heaviest : entry),
    undefined,
  )?.[0];
}

/** Issue 4's budget: no application route loads more gzipped JavaScript than this, in KiB. */
export const routeBudgetKb = 150;

/** The routes over the budget, heaviest first, each with its weight: none when all are within. */
export function routesOverBudget(
  weights: Record<string, number>,
  budgetKb: number = routeBudgetKb,
): [string, number][] {
  return Object.entries(weights)
    .filter(([, kb]) => kb > budgetKb)
    .sort((a, b) => b[1] - a[1]);
}
