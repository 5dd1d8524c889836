import { describe, expect, it } from 'vitest';
import { keystrokeTargets, type KeystrokeP95 } from './keystroke-targets';

const figures = (
  toFrame: number,
  work: number,
  cpu = work,
  scripting = work / 2,
): KeystrokeP95 => ({
  toFrame,
  toFrameLessVsync: work + 1,
  toFrameOnDemand: work + 2,
  work,
  cpu,
  scripting,
});

describe('keystrokeTargets', () => {
  it('marks each target met or missed, and says when the bare input alone misses it', () => {
    const lines = keystrokeTargets(
      figures(20, 13),
      figures(24, 19),
      figures(19, 12),
      figures(19.5, 12.5),
    );
    expect(lines[0]).toBe(
      '✘ p95 ≤ 16 ms, keystroke to next frame: ours 20.0 ms (bare input 19.0 ms, the same controls bare 19.5 ms; the bare input misses it too: no page can meet it so measured)',
    );
    expect(lines[1]).toBe(
      '✔ p95 ≤ 16 ms, keystroke to next frame less the wait for vsync: ours 14.0 ms (bare input 13.0 ms, the same controls bare 13.5 ms)',
    );
    expect(lines[2]).toBe(
      '✔ p95 ≤ 16 ms, keystroke to next frame, frames made on demand: ours 15.0 ms (bare input 14.0 ms, the same controls bare 14.5 ms)',
    );
    expect(lines[4]).toBe(
      '✘ ≥ 3x plain, keystroke to next frame: 1.2x; at best 1.3x, a page costing no more than the bare input',
    );
    expect(lines[7]).toBe(
      '✔ ≥ 3x plain, main-thread work above the bare input: ours 1.0 ms, plain 7.0 ms (7.0x)',
    );
  });

  it('meets the targets with a page far below plain and within a frame', () => {
    const lines = keystrokeTargets(figures(12, 5), figures(60, 40), figures(10, 4), figures(11, 5));
    expect(lines.filter((line) => line.startsWith('✘'))).toEqual([]);
  });

  it("says when only the step's own controls, bare, miss a frame, and how far ours is above them", () => {
    const lines = keystrokeTargets(
      figures(20, 18),
      figures(40, 30),
      figures(15, 10),
      figures(19, 17),
    );
    expect(lines[3]).toBe(
      '✘ p95 ≤ 16 ms, main-thread work: ours 18.0 ms (bare input 10.0 ms, the same controls bare 17.0 ms; the same controls bare miss it too: no page of this step can meet it so measured)',
    );
    expect(lines.slice(-2)).toEqual([
      '· main-thread work above the same controls bare: ours 1.0 ms, plain 13.0 ms',
      '· CPU time above the same controls bare: ours 1.0 ms, plain 13.0 ms',
    ]);
  });

  it('counts a page at the floor as met when plain is above it', () => {
    const lines = keystrokeTargets(figures(12, 4), figures(30, 20), figures(12, 4), figures(12, 4));
    expect(lines[7]).toBe(
      '✔ ≥ 3x plain, main-thread work above the bare input: ours at the floor, plain 16.0 ms',
    );
  });
});
