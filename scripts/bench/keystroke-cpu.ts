// Main-thread CPU time per keystroke from a Chromium trace: the thread clock (`tdur`) of the
// renderer main thread's tasks, so time the thread waits for a CPU on a shared machine is left
// out, and multiplied by 4 the way Lighthouse's default (simulated) throttling slows a desktop CPU.
import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/** Lighthouse's `cpuSlowdownMultiplier` for its mobile profile. */
export const simulatedSlowdown = 4;

const isTask = (e: TraceEvent): boolean =>
  e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.tdur !== undefined;

/** The tasks of one thread that no other task of that thread holds, in time order. */
function topLevelTasks(events: TraceEvent[]): TraceEvent[] {
  const sorted = events.filter(isTask).sort((a, b) => a.ts - b.ts);
  const out: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of sorted) {
    if (task.ts < end) continue;
    out.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return out;
}

/**
 * Presses `count` keys in the page's focused field, 40 ms apart (every tenth a Backspace),
 * tracing the page; answers each key's main-thread CPU time in ms (its keydown's task until the
 * next key's), slowed down by `simulatedSlowdown`.
 */
export async function keystrokeCpu(browser: Browser, page: Page, count: number): Promise<number[]> {
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(i % 10 === 9 ? 'Backspace' : 'a');
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(200);
  const trace: unknown = JSON.parse((await browser.stopTracing()).toString());
  const events = (trace as { traceEvents: TraceEvent[] }).traceEvents;
  const keydowns = events
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
    .sort((a, b) => a.ts - b.ts);
  const first = keydowns[0];
  if (!first) return [];
  const tasks = topLevelTasks(events.filter((e) => e.pid === first.pid && e.tid === first.tid));
  const taskStartAt = (ts: number): number => tasks.findLast((task) => task.ts <= ts)?.ts ?? ts;
  const starts = keydowns.map((e) => taskStartAt(e.ts));
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? start + 240_000;
    const thread = tasks
      .filter((task) => task.ts >= start && task.ts < end)
      .reduce((sum, task) => sum + (task.tdur ?? 0), 0);
    return (thread / 1000) * simulatedSlowdown;
  });
}
