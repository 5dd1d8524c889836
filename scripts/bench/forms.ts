// Form engine figures: keystroke-to-next-frame on the largest step in Chromium with 4x CPU
// throttling (ours, and plain @rjsf/core with live validation on the same schema), validation
// time of a full application (precompiled and runtime-compiled), gzipped JS of a form route.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import {
  applicationStoreName,
  applicationStoreVersion,
  runtimeValidators,
  stepPaths,
  type FormData,
  type FormDefinition,
  type StepDefinition,
} from '../../engine';
import { formDefinitions, plansRules } from '../../forms';
import { buildHarness } from '../../tests/e2e/wizard-harness/build-harness';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    try {
      const body = readFileSync(join(dir, path === '/' ? 'index.html' : path));
      response.writeHead(200, {
        'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    }),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function fieldCount(schema: unknown): number {
  if (!isRecord(schema) || !isRecord(schema.properties)) return 1;
  return Object.values(schema.properties).reduce<number>((sum, sub) => sum + fieldCount(sub), 0);
}

/** The step with the most fields, in the form that has it, with the answers that lead there. */
function largestStep(): {
  definition: FormDefinition;
  step: StepDefinition;
  data: FormData;
  passed: string[];
} {
  const candidates = formDefinitions.flatMap((definition) =>
    definition.steps.map((step) => ({ definition, step })),
  );
  const { definition, step } = candidates.reduce((a, b) =>
    fieldCount(b.step.schema) > fieldCount(a.step.schema) ? b : a,
  );
  const validators = runtimeValidators(definition, plansRules);
  const path = stepPaths(definition, validators, { rules: plansRules, now: new Date() })[0];
  let data: FormData = {};
  const passed: string[] = [];
  for (const [i, event] of (path?.events ?? []).entries()) {
    const at = path?.steps[i];
    if (event.type !== 'NEXT' || at === step.id || at === undefined) break;
    data = { ...data, ...event.data };
    passed.push(at);
  }
  return { definition, step, data, passed };
}

/** Types into the step's first text field; each keystroke's time to the next frame, in ms. */
async function keystrokes(page: Page, count: number): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { frameTimes: number[] };
    w.frameTimes = [];
    document.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        requestAnimationFrame(() =>
          setTimeout(() => w.frameTimes.push(performance.now() - start), 0),
        );
      },
      true,
    );
  });
  const input = page.locator('input[type="text"], input:not([type])').first();
  await input.click();
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(i % 10 === 9 ? 'Backspace' : 'a');
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(200);
  return page.evaluate(() => (window as unknown as { frameTimes: number[] }).frameTimes);
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

export async function benchForms(): Promise<void> {
  console.log('\n## Form engine');
  // Prints the validation time of a full application, precompiled and runtime-compiled.
  await import('../bench-validation');
  const dir = await buildHarness();
  const assets = readdirSync(join(dir, 'assets'));
  const gz = (name: string) => gzipSync(readFileSync(join(dir, 'assets', name))).length;
  const entry = assets.find((name) => name.startsWith('index') && name.endsWith('.js'));
  const shared = assets.filter(
    (name) =>
      name.endsWith('.js') &&
      !name.startsWith('index') &&
      !name.startsWith('plain') &&
      !name.startsWith('term-'),
  );
  const formChunk = assets.find((name) => name.startsWith('term-90-plus-standard-'));
  if (entry && formChunk) {
    const total = [entry, formChunk, ...shared].reduce((sum, name) => sum + gz(name), 0);
    console.log(
      `Application route JS (term-90-plus-standard), gzipped: ${(total / 1024).toFixed(1)} KB (target 150 KB)`,
    );
  }

  const { definition, step, data, passed } = largestStep();
  const { server, url } = await serve(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: Array<{ name: string; median: number; p95: number }> = [];
    for (const [name, path] of [
      ['FormWizard (ours)', `/?form=${definition.formId}`],
      [
        'plain @rjsf/core, live validation',
        `/plain.html?form=${definition.formId}&step=${step.id}`,
      ],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      const saved = {
        state: {
          applications: {
            [definition.appId]: {
              [definition.formId]: {
                data,
                tempData: {},
                passedSteps: passed,
                loading: false,
                lastModifiedAt: Date.now(),
              },
            },
          },
          utilData: {},
          finished: {},
        },
        version: applicationStoreVersion,
      };
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        applicationStoreName,
        JSON.stringify(saved),
      ] as const);
      await page.goto(url + path);
      await page.locator('form').waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const times = await keystrokes(page, 60);
      results.push({ name, median: percentile(times, 0.5), p95: percentile(times, 0.95) });
      await context.close();
    }
    console.log(
      `Keystroke to next frame on the largest step (${definition.formId} / ${step.id}, ${fieldCount(step.schema)} fields), Chromium, 4x CPU:`,
    );
    for (const r of results)
      console.log(
        `  ${r.name.padEnd(36)} median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
      );
    const [ours, plain] = results;
    if (ours && plain)
      console.log(
        `  p95 ratio plain/ours: ${(plain.p95 / ours.p95).toFixed(1)}x (target ≥ 3x; ours ≤ 16 ms)`,
      );
  } finally {
    await browser.close();
    server.close();
  }
}
