// Figures for the site (issues 4 and 5): Lighthouse (mobile profile, Debian's Chromium) on the
// production build served by the real server, three runs per page (median and range), and the
// gzipped JavaScript the browser fetches to show an application route, and the time to its wizard
// on a slow phone connection. The machine's load average
// is printed with them: Lighthouse's performance score reads low on a busy machine.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../../server';
import { builtRouteWeights, heaviestRoute } from '../build/route-weight';
import { carryOn, debuggerReady, freePort, loadAverage } from './carry-on';

// BENCH_SITE_ROOT: a checkout (or copy) whose dist/site is measured, e.g. a snapshot of the build
// when other work rebuilds dist/site of this checkout meanwhile.
const root = process.env.BENCH_SITE_ROOT ?? resolve(import.meta.dirname, '../..');
const siteDir = join(root, 'dist', 'site');
const pages = [
  ['home', '/'],
  ['plan landing page', '/insurance-plans/term-90-plus/'],
  // Issue 23: a content article is held to the same figures as home.
  ['article page', '/membership-benefits/financial-resources/articles/building-an-emergency-fund/'],
] as const;
const applicationRoute = '/insurance-plans/term-90-plus/apply/standard/';
const runs = 3;

interface NetworkRequest {
  readonly url?: string;
  readonly resourceType?: string;
}

interface Run {
  readonly performance: number;
  readonly accessibility: number;
  readonly cls: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly kb: number;
}

function gzippedKb(urls: readonly string[]): number {
  const bytes = urls
    .map((url) => join(siteDir, new URL(url).pathname))
    .filter((file) => existsSync(file))
    .reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  return bytes / 1024;
}

async function lighthouseRun(url: string, debuggingPort: number): Promise<Run | string> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) return lhr?.runtimeError?.message ?? 'no result';
  const score = (id: string) => Math.round((lhr?.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr?.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr?.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
    [];
  const scripts = requests
    .filter((request) => request.resourceType === 'Script' && request.url)
    .map((request) => request.url ?? '');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: numeric('cumulative-layout-shift'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    kb: gzippedKb(scripts),
  };
}

function summary(values: readonly number[], digits: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const low = sorted[0] ?? Number.NaN;
  const high = sorted.at(-1) ?? Number.NaN;
  return `${median.toFixed(digits)} (${low.toFixed(digits)}–${high.toFixed(digits)})`;
}

interface RouteScript {
  readonly url: string;
  /** The bytes that went over the network (the server sends Brotli to Chromium). */
  readonly wireBytes: number;
}

/** Every script the browser fetches to show the application route, until the wizard is on screen. */
async function applicationRouteScripts(browser: Browser, url: string): Promise<RouteScript[]> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const scripts: Promise<RouteScript>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script')
      scripts.push(
        request
          .sizes()
          .then((sizes) => ({ url: request.url(), wireBytes: sizes.responseBodySize })),
      );
  });
  await page.goto(url);
  await page.locator('.form-wizard').waitFor();
  await page.waitForLoadState('networkidle');
  const fetched = await Promise.all(scripts);
  await context.close();
  return fetched;
}

/** Lighthouse's slow 4G and mobile CPU: 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x CPU. */
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const wizardLoads = 5;

/** Milliseconds from navigation start to the wizard's first question, on a fresh phone visit. */
async function timeToWizard(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(
    () => (document.querySelector('.form-wizard h1') ? performance.now() : false),
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  const ms = Number(await shown.jsonValue());
  await context.close();
  return ms;
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
  // A port free now, and waited for: a fixed one may be taken, and Chromium on a busy machine
  // opens it some time after it starts.
  const debuggingPort = await freePort();
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
    await debuggerReady(debuggingPort);
    console.log(
      `\nSite (Lighthouse mobile profile, production build, ${runs} runs: median (range); load average ${loadAverage()})`,
    );
    console.log(
      '  targets: performance ≥ 95, accessibility 100, CLS 0, home ≤ 80 KB of JavaScript',
    );
    for (const [name, path] of pages) {
      const results: Run[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result =
          (await carryOn(`${name}: Lighthouse run ${run + 1}`, () =>
            lighthouseRun(`http://localhost:${port}${path}`, debuggingPort),
          )) ?? 'see above';
        if (typeof result === 'string')
          console.log(`  ${name}: a Lighthouse run failed: ${result}`);
        else results.push(result);
      }
      const of = (key: keyof Run) => results.map((result) => result[key]);
      console.log(
        `  ${name.padEnd(18)} performance ${summary(of('performance'), 0)}, accessibility ${summary(of('accessibility'), 0)}, ` +
          `CLS ${summary(of('cls'), 3)}, LCP ${summary(of('lcp'), 0)} ms, TBT ${summary(of('tbt'), 0)} ms, ` +
          `JavaScript ${summary(of('kb'), 1)} KB gzipped`,
      );
    }
    // The standard form (the figures' history) and the heaviest route, which the budget binds.
    const heaviest = heaviestRoute(builtRouteWeights(siteDir));
    for (const route of new Set([applicationRoute, ...(heaviest ? [heaviest] : [])])) {
      const scripts = await carryOn(`application route ${route}`, () =>
        applicationRouteScripts(browser, `http://localhost:${port}${route}`),
      );
      if (!scripts) continue;
      const urls = scripts.map((script) => script.url);
      const wireKb = scripts.reduce((total, script) => total + script.wireBytes, 0) / 1024;
      console.log(
        `  application route ${route}${route === heaviest ? ' (the heaviest)' : ''}: ${gzippedKb(urls).toFixed(1)} KB of JavaScript gzipped in ${scripts.length} files (target 150 KB); ${wireKb.toFixed(1)} KB over the network (Brotli)`,
      );
      for (const { url, wireBytes } of scripts)
        console.log(
          `    ${new URL(url).pathname.padEnd(56)} ${gzippedKb([url]).toFixed(1)} KB gzipped, ${(wireBytes / 1024).toFixed(1)} KB sent`,
        );
    }
    const times: number[] = [];
    for (let load = 0; load < wizardLoads; load += 1) {
      const ms = await carryOn(`time to the wizard, load ${load + 1}`, () =>
        timeToWizard(browser, `http://localhost:${port}${applicationRoute}`),
      );
      if (ms !== undefined) times.push(ms);
    }
    console.log(
      `  time to the wizard on slow 4G (150 ms RTT, 1.6 Mbps, 4x CPU; ${wizardLoads} fresh loads): ${summary(times, 0)} ms`,
    );
    console.log(`  load average after the site figures: ${loadAverage()}`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
