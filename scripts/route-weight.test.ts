import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { applicationRouteWeights, pageScripts } from './route-weight';

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
});
