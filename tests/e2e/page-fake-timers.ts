// @sinonjs/fake-timers inside a page: a test that needs a page's timer to fire at a moment of its
// choosing installs it, runs the timers from the page's own script, and uninstalls it. The
// site's Content-Security-Policy allows no inline script, so the library is bundled once per test
// file and evaluated through the DevTools protocol, as page.evaluate does.
import type { withGlobal } from '@sinonjs/fake-timers';
import type { Page } from 'playwright-core';
import { build, type Plugin, type Rolldown } from 'vite';

const entry = 'virtual:page-fake-timers';

/** The bundle's entry: the library is CommonJS, whose exports an IIFE would not hand back. */
const entryPlugin: Plugin = {
  name: 'page-fake-timers',
  resolveId: (id) => (id === entry ? `\0${entry}` : undefined),
  load: (id) =>
    id === `\0${entry}`
      ? "import FakeTimers from '@sinonjs/fake-timers'; export const { withGlobal } = FakeTimers;"
      : undefined,
};

/** What the page's `window.FakeTimers` holds. */
export interface PageFakeTimers {
  withGlobal: typeof withGlobal;
}

let bundle: Promise<string> | undefined;

/** The library as one script that sets `window.FakeTimers`. */
function bundled(): Promise<string> {
  bundle ??= build({
    root: import.meta.dirname,
    configFile: false,
    // The library's Node-only imports (util) are left out for the browser, as meant.
    logLevel: 'error',
    plugins: [entryPlugin],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: entry,
        // Kept though no page module imports it: the script hands it to the page's window.
        preserveEntrySignatures: 'strict',
        output: { format: 'iife', name: 'FakeTimers' },
      },
    },
  }).then((output) => {
    const [result] = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    const chunk = result?.output.find((item) => item.type === 'chunk');
    if (!chunk) throw new Error('@sinonjs/fake-timers did not bundle');
    return chunk.code;
  });
  return bundle;
}

/** Puts `window.FakeTimers` (the library's `withGlobal`) in the page. */
export async function addFakeTimers(page: Page): Promise<void> {
  const code = await bundled();
  // Indirect eval: the script runs in the page's global scope, as a script tag would.
  await page.evaluate((script) => (0, eval)(script) as unknown, code);
}
