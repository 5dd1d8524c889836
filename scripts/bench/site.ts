// Figures for the site: Lighthouse (mobile profile, Debian's Chromium) on the production build
// served by the real server, and the gzipped JavaScript each page loads.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from '../../server';

const root = resolve(import.meta.dirname, '../..');
const siteDir = join(root, 'dist', 'site');
const pages = [
  ['home', '/'],
  ['plan landing page', '/insurance-plans/term-90-plus/'],
] as const;
const debuggingPort = 9333;

/** The gzipped size of the scripts a prerendered page names, as the browser first loads them. */
function gzippedScriptBytes(path: string): number {
  const html = readFileSync(join(siteDir, path, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...scripts, ...preloads].reduce(
    (total, src) => total + gzipSync(readFileSync(join(siteDir, src)), { level: 9 }).length,
    0,
  );
}

export async function benchSite(): Promise<void> {
  if (!existsSync(join(siteDir, 'index.html'))) {
    console.log('\nSite: not built (run `npm run build:site` first); skipped.');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mba-bench-site-'));
  const port = 3291;
  const server = await startServer({
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'test' },
    root,
    port,
    host: '127.0.0.1',
    log: false,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--remote-debugging-port=${debuggingPort}`,
    ],
  });
  try {
    console.log('\nSite (Lighthouse mobile profile, production build)');
    for (const [name, path] of pages) {
      const result = await lighthouse(`http://localhost:${port}${path}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      const score = (id: string) => Math.round((lhr?.categories[id]?.score ?? 0) * 100);
      const cls = lhr?.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      const lcp = lhr?.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
      const kb = (gzippedScriptBytes(path) / 1024).toFixed(1);
      console.log(
        `  ${name.padEnd(18)} performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `CLS ${cls.toFixed(3)}, LCP ${Math.round(lcp)} ms, JavaScript ${kb} KB gzipped`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
