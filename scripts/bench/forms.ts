// Form engine figures: keystroke-to-next-frame (also less the key's wait for vsync, and in a
// Chromium that makes each frame on demand, with no display to wait for) and its main-thread work
// on the largest step in Chromium with 4x CPU throttling, each key's main-thread CPU time and its
// scripting part from a trace × 4 (ours, plain @rjsf/core with live validation on the same schema,
// a bare input as the floor the browser itself sets, and the step's own controls in bare HTML as
// the step's floor, with the load average and the host's class in Lighthouse's terms), each
// target checked against them (./keystroke-targets.ts); validation time of a full application
// (precompiled and runtime-compiled). The gzipped JavaScript of an application route
// is measured on the real site (scripts/bench/site.ts).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  applicationStoreName,
  applicationStoreVersion,
  runtimeForm,
  stepPaths,
  type FormData,
  type FormDefinition,
  type StepDefinition,
} from '../../engine';
import { formDefinitions, plansRules } from '../../forms';
import { buildHarness } from '../../tests/e2e/wizard-harness/build-harness';
import { carryOn } from './carry-on';
import { benchmarkIndex, lighthouseSlowdownFor, slowHostBenchmarkIndex } from './cpu-calibration';
import { keystrokeCpu, simulatedSlowdown } from './keystroke-cpu';
import { keystrokeTargets } from './keystroke-targets';
import { pressKeys } from './press-keys';
import { isRecord } from '../../validators';

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

function fieldCount(schema: unknown): number {
  if (!isRecord(schema) || !isRecord(schema.properties)) return 1;
  return Object.values(schema.properties).reduce<number>((sum, sub) => sum + fieldCount(sub), 0);
}

interface BenchStep {
  /** How the step was chosen, for the printed heading. */
  what: string;
  definition: FormDefinition;
  step: StepDefinition;
  /** The answers that lead to the step, and the step's own to start from. */
  data: FormData;
  passed: string[];
  /** The step's own answers (plain @rjsf/core starts from them too). */
  own: FormData;
}

/** The answers of the first generated path up to `stepId`, and the steps passed on the way. */
function answersBefore(definition: FormDefinition, stepId: string) {
  const form = runtimeForm(definition, plansRules);
  const path = stepPaths(form, { rules: plansRules, now: new Date() }).find((candidate) =>
    candidate.steps.includes(stepId),
  );
  let data: FormData = {};
  const passed: string[] = [];
  for (const [i, event] of (path?.events ?? []).entries()) {
    const at = path?.steps[i];
    if (event.type !== 'NEXT' || at === stepId || at === undefined) break;
    data = { ...data, ...event.data };
    passed.push(at);
  }
  return { data, passed };
}

/** The step with the most fields in its schema, in the form that has it, empty. */
function largestStep(): BenchStep {
  const candidates = formDefinitions.flatMap((definition) =>
    definition.steps.map((step) => ({ definition, step })),
  );
  const { definition, step } = candidates.reduce((a, b) =>
    fieldCount(b.step.schema) > fieldCount(a.step.schema) ? b : a,
  );
  const { data, passed } = answersBefore(definition, step.id);
  return {
    what: `the step with the most fields (${definition.formId} / ${step.id}, ${fieldCount(step.schema)} fields, empty)`,
    definition,
    step,
    data,
    passed,
    own: {},
  };
}

const findKeyword = (schema: unknown, keyword: string): string | undefined => {
  if (!isRecord(schema) || !isRecord(schema.properties)) return undefined;
  for (const [key, sub] of Object.entries(schema.properties)) {
    if (isRecord(sub) && sub[keyword] !== undefined) return key;
  }
  return undefined;
};

/**
 * The step with the most inputs on screen: the beneficiaries, every list filled to the most
 * entries its schema allows (shares totalling 100), three inputs each.
 */
function fullestStep(): BenchStep | undefined {
  for (const definition of formDefinitions)
    for (const step of definition.steps) {
      const key = findKeyword(step.schema, 'beneficiaryShares');
      const designation = key
        ? (step.schema.properties as Record<string, unknown>)[key]
        : undefined;
      if (!key || !isRecord(designation) || !isRecord(designation.properties)) continue;
      const lists: Record<string, unknown[]> = {};
      let inputs = 0;
      for (const [name, list] of Object.entries(designation.properties)) {
        const most = isRecord(list) && typeof list.maxItems === 'number' ? list.maxItems : 0;
        lists[name] = Array.from({ length: most }, (_, i) => ({
          name: `Child ${i + 1}`,
          relationship: 'Child',
          sharePercent: String(100 / most),
        }));
        inputs += most * 3;
      }
      const { data, passed } = answersBefore(definition, step.id);
      const own = { [key]: lists };
      return {
        what: `the step with the most inputs (${definition.formId} / ${step.id}, every list full: ${inputs} inputs)`,
        definition,
        step,
        data: { ...data, ...own },
        passed,
        own,
      };
    }
  return undefined;
}

interface Keystroke {
  /** Keydown to the end of the next frame (rAF, then the task after its paint), wall clock. */
  toFrame: number;
  /**
   * The same, less the time the handled key waited for the display's next vsync (from the end of
   * its handling to the frame's begin time, rAF's timestamp): what the key costs when it lands
   * just before a vsync, as a key does on a 60 Hz display once in a while.
   */
  toFrameLessVsync: number;
  /** Main-thread work: the key's events with what they render, and the next frame's rendering. */
  work: number;
}

/**
 * Types into the step's first text field. Each key's events are timed from a window capture
 * listener to a window bubble listener, so the page's handlers and the render React runs before
 * the bubble reaches the window (its microtasks) are inside; the frame from its rAF callback to
 * the task after its paint. Waiting for the frame's vsync (and for the CPU, under load) is in
 * `toFrame` only.
 */
async function keystrokes(page: Page, count: number): Promise<Keystroke[]> {
  await page.evaluate(() => {
    const w = window as unknown as { keystrokes: Keystroke[] };
    w.keystrokes = [];
    let current: { start: number; handling: number; handledAt: number } | undefined;
    let eventStart = 0;
    for (const type of ['keydown', 'keypress', 'beforeinput', 'input', 'keyup']) {
      window.addEventListener(type, () => (eventStart = performance.now()), true);
      window.addEventListener(type, () => {
        if (!current) return;
        current.handledAt = performance.now();
        current.handling += current.handledAt - eventStart;
      });
    }
    window.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        const stroke = { start, handling: 0, handledAt: start };
        current = stroke;
        requestAnimationFrame((frameTime) => {
          const frameStart = performance.now();
          const vsyncWait = Math.max(0, frameTime - stroke.handledAt);
          setTimeout(() => {
            const end = performance.now();
            w.keystrokes.push({
              toFrame: end - stroke.start,
              toFrameLessVsync: end - stroke.start - vsyncWait,
              work: stroke.handling + (end - frameStart),
            });
          }, 0);
        });
      },
      true,
    );
  });
  const input = page.locator('input[type="text"], input:not([type])').first();
  await input.click();
  await pressKeys(page, count);
  return page.evaluate(() => (window as unknown as { keystrokes: Keystroke[] }).keystrokes);
}

/** The application store as the wizard saves it, with the answers that lead to `passed`'s end. */
function savedApplication(definition: FormDefinition, data: FormData, passed: string[]) {
  return {
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
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

/** An attribute's value or a text, escaped for HTML. */
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The visible controls of our page, in document order and with their answers, as bare HTML: a
 * label and a control each, no style, no script. (Read as plain data: a function made in the
 * page's callback would need tsx's helpers, which the page does not have.)
 */
async function controlsAsBareHtml(page: Page): Promise<string> {
  const controls = await page.$$eval('input:not([type="hidden"]), select, textarea', (found) =>
    found.map((control) => ({
      tag: control.tagName.toLowerCase(),
      type: control instanceof HTMLInputElement ? control.type : '',
      name: control instanceof HTMLInputElement ? control.name : '',
      value: (control as HTMLInputElement).value,
      checked: control instanceof HTMLInputElement && control.checked,
      options:
        control instanceof HTMLSelectElement
          ? [...control.options].map((option) => ({ text: option.text, selected: option.selected }))
          : [],
    })),
  );
  return controls
    .map((control, i) => {
      const name = `Control ${i + 1} `;
      if (control.tag === 'select') {
        const options = control.options
          .map(
            ({ text, selected }) =>
              `<option${selected ? ' selected' : ''}>${escapeHtml(text)}</option>`,
          )
          .join('');
        return `<label>${name}<select>${options}</select></label>`;
      }
      if (control.tag === 'textarea')
        return `<label>${name}<textarea>${escapeHtml(control.value)}</textarea></label>`;
      const checked = control.checked ? ' checked' : '';
      return `<label>${name}<input type="${escapeHtml(control.type)}" name="${escapeHtml(control.name)}" value="${escapeHtml(control.value)}"${checked}></label>`;
    })
    .join('');
}

/**
 * Keystrokes on one step: ours, plain @rjsf/core on the same schema, a bare input, and the
 * step's own controls in bare HTML; targets.
 */
async function benchStep(browsers: Browsers, url: string, at: BenchStep): Promise<void> {
  const { definition, step, data, passed, own } = at;
  const ownQuery =
    Object.keys(own).length > 0 ? `&data=${encodeURIComponent(JSON.stringify(own))}` : '';
  const pages = [
    ['FormWizard (ours)', `/?form=${definition.formId}`],
    [
      'plain @rjsf/core, live validation',
      `/plain.html?form=${definition.formId}&step=${step.id}${ownQuery}`,
    ],
    // What the browser alone costs here: no page can do better than this.
    ['a bare <input> (the floor)', undefined],
    // The step's own floor: its controls, as ours renders them, in bare HTML with no script.
    ['the same controls, bare HTML', undefined],
  ] as const;
  let sameControls = '';
  const results = pages.map(([name]) => ({
    name,
    strokes: [] as Keystroke[],
    onDemand: [] as number[],
    cpu: [] as number[],
    scripting: [] as number[],
  }));
  /** Opens page `i` in a new context of `on`, ready for keys. */
  const open = async (on: Browser, i: number, path: string | undefined) => {
    const context = await on.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    if (path === undefined) {
      await page.setContent(
        `<form>${i === 2 ? '<label>Name <input type="text"></label>' : sameControls}</form>`,
      );
    } else {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        applicationStoreName,
        JSON.stringify(savedApplication(definition, data, passed)),
      ] as const);
      await page.goto(url + path);
      // The step's fields that load on their own (a list of beneficiaries) are drawn before its
      // controls are copied as bare HTML and typed into: the page has nothing more to fetch.
      await page.waitForLoadState('networkidle');
    }
    await page.locator('form').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: simulatedSlowdown });
    return { context, page, cdp };
  };
  // Rounds take turns between the pages, so a burst of load on a shared machine falls on all.
  const rounds = 5;
  for (let round = 0; round < rounds; round += 1)
    for (const [i, [, path]] of pages.entries()) {
      const { context, page, cdp } = await open(browsers.displayPaced, i, path);
      if (i === 0 && round === 0) sameControls = await controlsAsBareHtml(page);
      results[i]?.strokes.push(...(await keystrokes(page, 60)));
      // The same field again, unthrottled and traced: its CPU time, slowed down as Lighthouse does.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      for (const key of await keystrokeCpu(browsers.displayPaced, page, 60)) {
        results[i]?.cpu.push(key.cpu);
        results[i]?.scripting.push(key.scripting);
      }
      await context.close();
      // The same keys where a frame is made as soon as it is asked for: no display to wait for.
      const onDemand = await open(browsers.framesOnDemand, i, path);
      results[i]?.onDemand.push(...(await keystrokes(onDemand.page, 60)).map((s) => s.toFrame));
      await onDemand.context.close();
    }
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(
    `Keystroke on ${at.what}, Chromium, ${simulatedSlowdown}x CPU, ${rounds} × 60 keys, load average ${load}:`,
  );
  const p95 = (values: number[]) => percentile(values, 0.95);
  const figures = results.map(({ name, strokes, onDemand, cpu, scripting }) => {
    const toFrame = strokes.map((s) => s.toFrame);
    const toFrameLessVsync = strokes.map((s) => s.toFrameLessVsync);
    const work = strokes.map((s) => s.work);
    const ms = (values: number[]) =>
      `median ${percentile(values, 0.5).toFixed(1)} ms, p95 ${p95(values).toFixed(1)} ms`;
    console.log(`  ${name}`);
    console.log(`    to next frame (4x CPU, wall clock)      ${ms(toFrame)}`);
    console.log(`      less the wait for vsync               ${ms(toFrameLessVsync)}`);
    console.log(`      frames made on demand (no vsync)      ${ms(onDemand)}`);
    console.log(`    main-thread work (4x CPU, wall clock)   ${ms(work)}`);
    console.log(`    main-thread CPU time × ${simulatedSlowdown} (trace)       ${ms(cpu)}`);
    console.log(`    of which scripting (trace)             ${ms(scripting)}`);
    return {
      toFrame: p95(toFrame),
      toFrameLessVsync: p95(toFrameLessVsync),
      toFrameOnDemand: p95(onDemand),
      work: p95(work),
      cpu: p95(cpu),
      scripting: p95(scripting),
    };
  });
  const [ours, plain, bare, sameControlsBare] = figures;
  if (ours && plain && bare && sameControlsBare) {
    console.log('  Targets (p95):');
    for (const line of keystrokeTargets(ours, plain, bare, sameControlsBare))
      console.log(`    ${line}`);
  }
}

/** Chromium as a phone's display paces it (60 Hz vsync), and making each frame on demand. */
interface Browsers {
  displayPaced: Browser;
  framesOnDemand: Browser;
}

const launch = (extraArgs: string[]) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', ...extraArgs],
  });

/** This host in Lighthouse's terms: its BenchmarkIndex and the slowdown that makes it a phone. */
async function printHostClass(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  const index = await benchmarkIndex(page);
  await page.close();
  const warned = index <= slowHostBenchmarkIndex ? ', which Lighthouse calls underpowered' : '';
  console.log(
    `Host: Lighthouse BenchmarkIndex ${Math.round(index)}${warned}; Lighthouse's CPU throttling calculator puts its mobile CPU at ${lighthouseSlowdownFor(index).toFixed(1)}x here (keystrokes below at its default ${simulatedSlowdown}x).`,
  );
}

export async function benchForms(): Promise<void> {
  console.log('\n## Form engine');
  // Prints the validation time of a full application, precompiled and runtime-compiled.
  await import('./bench-validation');
  const dir = await buildHarness();
  const { server, url } = await serve(dir);
  const launchBoth = async (): Promise<Browsers> => ({
    displayPaced: await launch([]),
    framesOnDemand: await launch(['--disable-frame-rate-limit', '--disable-gpu-vsync']),
  });
  let browsers = await launchBoth();
  try {
    await carryOn('host class', () => printHostClass(browsers.displayPaced));
    // The largest step read two ways: by the fields its schema has, and by the inputs it can
    // put on screen once its lists are full.
    const fullest = fullestStep();
    for (const at of fullest ? [largestStep(), fullest] : [largestStep()]) {
      // A browser that closed under load (a crash on a busy machine) is started again first.
      if (!browsers.displayPaced.isConnected() || !browsers.framesOnDemand.isConnected()) {
        await Promise.allSettled([browsers.displayPaced.close(), browsers.framesOnDemand.close()]);
        browsers = await launchBoth();
      }
      await carryOn(`keystrokes on ${at.definition.formId} / ${at.step.id}`, () =>
        benchStep(browsers, url, at),
      );
    }
  } finally {
    await browsers.displayPaced.close();
    await browsers.framesOnDemand.close();
    server.close();
  }
}
