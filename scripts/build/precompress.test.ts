import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressed site files', () => {
  it('writes Brotli and gzip beside each script, stylesheet and JSON file, with the same content', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mba-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const plan = "Term 90 Plus";\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'main-a1b2c3d4.js'), script);
    writeFileSync(join(dir, 'page-data.json'), '{"plan":"Term 90 Plus"}');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    expect(await precompress(dir)).toBe(2);
    const file = join(dir, 'assets', 'main-a1b2c3d4.js');
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(readFileSync(join(dir, 'page-data.json.gz'))).toString()).toContain('Term');
    // Pages get the current alert and SEO entry on the way out: compressed then, not here.
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });
});
