import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  applicationRouteWeights,
  builtRouteWeights,
  heaviestRoute,
  pageScripts,
  routeBudgetKb,
  routesOverBudget,
} from './route-weight';

describe("an application route's weight", () => {
  it('reads the scripts a page names, not its stylesheets', () => {
    const html =
      '<link rel="stylesheet" href="/assets/index-1.css">' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/preload-helper-1.js">';
    expect(pageScripts(html)).toEqual(['/assets/index-1.js', '/assets/preload-helper-1.js']);
  });

  it('sums the gzipped shell and route scripts, each once, in KiB', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-weight-'));
    mkdirSync(join(dir, 'assets'));
    const boot = 'console.warn("boot");'.repeat(50);
    const form = 'export const form = 1;'.repeat(300);
    writeFileSync(join(dir, 'assets', 'index-1.js'), boot);
    writeFileSync(join(dir, 'assets', 'form-1.js'), form);
    const shell = '<script type="module" src="/assets/index-1.js"></script>';
    const weights = applicationRouteWeights(dir, shell, {
      '/apply/': ['/assets/form-1.js', '/assets/index-1.js'],
    });
    const expected =
      (gzipSync(boot, { level: 9 }).length + gzipSync(form, { level: 9 }).length) / 1024;
    expect(weights['/apply/']).toBeCloseTo(expected, 6);
  });

  it("reads a built site's routes and finds the heaviest, the one the budget binds", () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-weight-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-1.js'), 'console.warn("boot");');
    writeFileSync(join(dir, 'assets', 'small-1.js'), 'export const a = 1;');
    writeFileSync(join(dir, 'assets', 'large-1.js'), `export const b = "${'x1y2z3'.repeat(99)}";`);
    writeFileSync(
      join(dir, 'app.html'),
      '<script type="module" src="/assets/index-1.js"></script>',
    );
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({
        applicationPreloads: { '/a/': ['/assets/small-1.js'], '/b/': ['/assets/large-1.js'] },
      }),
    );
    const weights = builtRouteWeights(dir);
    expect(Object.keys(weights)).toEqual(['/a/', '/b/']);
    expect(heaviestRoute(weights)).toBe('/b/');
    expect(heaviestRoute({ '/a/': 2, '/b/': 1 })).toBe('/a/');
    expect(heaviestRoute({})).toBeUndefined();
  });

  it('names the routes over the 150 KB budget, heaviest first, and none when all are within', () => {
    expect(routeBudgetKb).toBe(150);
    expect(routesOverBudget({ '/a/': 149.9, '/b/': 150 })).toEqual([]);
    expect(routesOverBudget({ '/a/': 150.1, '/b/': 149, '/c/': 154 })).toEqual([
      ['/c/', 154],
      ['/a/', 150.1],
    ]);
  });
});
