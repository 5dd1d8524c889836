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

interface NetworkRequest {
  readonly url?: string;
  readonly resourceType?: string;
}

/** The gzipped size of every script the page loaded (entry, preloads and lazy chunks alike). */
function gzippedScriptBytes(requests: readonly NetworkRequest[]): number {
  return requests
    .filter((request) => request.resourceType === 'Script' && request.url)
    .map((request) => join(siteDir, new URL(request.url ?? '').pathname))
    .filter((file) => existsSync(file))
    .reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
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
      const requests = (
        lhr?.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined
      )?.items;
      const kb = (gzippedScriptBytes(requests ?? []) / 1024).toFixed(1);
      const tbt = lhr?.audits['total-blocking-time']?.numericValue ?? Number.NaN;
      console.log(
        `  ${name.padEnd(18)} performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `CLS ${cls.toFixed(3)}, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, JavaScript ${kb} KB gzipped`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
