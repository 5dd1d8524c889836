import { describe, expect, it } from 'vitest';
import { keystrokeFigures, simulatedSlowdown, type TraceEvent } from './keystroke-cpu';

const main = { pid: 1, tid: 1, ph: 'X' };
const task = (ts: number, dur: number, tdur: number): TraceEvent => ({
  ...main,
  name: 'ThreadControllerImpl::RunTask',
  ts,
  dur,
  tdur,
});
const script = (name: string, ts: number, tdur: number, type?: string): TraceEvent => ({
  ...main,
  name,
  ts,
  dur: tdur,
  tdur,
  ...(type ? { args: { data: { type } } } : {}),
});

describe("a keystroke's CPU time from a Chromium trace", () => {
  it("sums each key's outermost tasks and scripting, from its keydown's task to the next key's", () => {
    const events: TraceEvent[] = [
      // Key one: a task holding the keydown (and a nested task, counted once), then a frame.
      task(1_000, 2_000, 1_500),
      task(1_100, 500, 400),
      script('EventDispatch', 1_200, 300, 'keydown'),
      script('RunMicrotasks', 1_600, 200),
      task(10_000, 1_000, 1_000),
      script('FireAnimationFrame', 10_100, 100),
      // Key two, 40 ms on; another thread's task is not the page's.
      task(41_000, 1_000, 500),
      script('EventDispatch', 41_100, 50, 'keydown'),
      { ...task(41_000, 9_000, 9_000), tid: 2 },
    ];
    const [one, two, ...rest] = keystrokeFigures(events);
    expect(rest).toEqual([]);
    expect(one?.cpu).toBeCloseTo(2.5 * simulatedSlowdown, 6);
    expect(one?.scripting).toBeCloseTo(0.6 * simulatedSlowdown, 6);
    expect(two?.cpu).toBeCloseTo(0.5 * simulatedSlowdown, 6);
    expect(two?.scripting).toBeCloseTo(0.05 * simulatedSlowdown, 6);
  });

  it('has no keys in a trace without a keydown', () => {
    expect(keystrokeFigures([task(0, 10, 10)])).toEqual([]);
  });
});
