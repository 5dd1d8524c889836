// Main-thread CPU time per keystroke from a Chromium trace: the thread clock (`tdur`) of the
// renderer main thread's tasks, so time the thread waits for a CPU on a shared machine is left
// out, and multiplied by 4 the way Lighthouse's default (simulated) throttling slows a desktop CPU.
// Of that, the scripting time (DevTools' "Scripting": event listeners, microtasks, timers and
// animation frame callbacks) is what the page's own code costs; the rest (input, style, layout,
// paint) the browser spends on any page, a bare <input> too.
import type { Browser, Page } from 'playwright-core';
import { pressKeys } from './press-keys';

export interface TraceEvent {
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

/** Trace events of running script, as DevTools' Performance panel counts "Scripting". */
const scriptingEvents = new Set([
  'EventDispatch',
  'RunMicrotasks',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
]);

const isScripting = (e: TraceEvent): boolean =>
  e.ph === 'X' && scriptingEvents.has(e.name) && e.tdur !== undefined;

/** The events of one thread that `kind` picks and no other picked event holds, in time order. */
function outermost(events: TraceEvent[], kind: (e: TraceEvent) => boolean): TraceEvent[] {
  const sorted = events.filter(kind).sort((a, b) => a.ts - b.ts);
  const out: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of sorted) {
    if (task.ts < end) continue;
    out.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return out;
}

export interface KeystrokeCpu {
  /** The key's main-thread CPU time (its keydown's task until the next key's), ms × 4. */
  cpu: number;
  /** The part of it spent running script, ms × 4. */
  scripting: number;
}

/** Each key's figures from a trace's events, in key order (keys found by their keydown). */
export function keystrokeFigures(events: TraceEvent[]): KeystrokeCpu[] {
  const keydowns = events
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
    .sort((a, b) => a.ts - b.ts);
  const first = keydowns[0];
  if (!first) return [];
  const mainThread = events.filter((e) => e.pid === first.pid && e.tid === first.tid);
  const tasks = outermost(mainThread, isTask);
  const scripts = outermost(mainThread, isScripting);
  const taskStartAt = (ts: number): number => tasks.findLast((task) => task.ts <= ts)?.ts ?? ts;
  const starts = keydowns.map((e) => taskStartAt(e.ts));
  const slowed = (picked: TraceEvent[], start: number, end: number): number =>
    (picked.filter((e) => e.ts >= start && e.ts < end).reduce((sum, e) => sum + (e.tdur ?? 0), 0) /
      1000) *
    simulatedSlowdown;
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? start + 240_000;
    return { cpu: slowed(tasks, start, end), scripting: slowed(scripts, start, end) };
  });
}

/**
 * Presses `count` keys in the page's focused field, 40 ms apart (every tenth a Backspace),
 * tracing the page; answers each key's CPU time, slowed down by `simulatedSlowdown`.
 */
export async function keystrokeCpu(
  browser: Browser,
  page: Page,
  count: number,
): Promise<KeystrokeCpu[]> {
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  await pressKeys(page, count);
  const trace: unknown = JSON.parse((await browser.stopTracing()).toString());
  return keystrokeFigures((trace as { traceEvents: TraceEvent[] }).traceEvents);
}
