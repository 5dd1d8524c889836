import { describe, expect, it } from 'vitest';
import { lighthouseSlowdownFor } from './cpu-calibration';

describe('lighthouseSlowdownFor', () => {
  it("gives the Lighthouse calculator's slowdown at each of its anchors", () => {
    expect(lighthouseSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(lighthouseSlowdownFor(2000)).toBeCloseTo(6, 2);
    expect(lighthouseSlowdownFor(1300)).toBe(3);
    expect(lighthouseSlowdownFor(800)).toBe(2);
    expect(lighthouseSlowdownFor(475)).toBe(1.5);
  });

  it('slows a host no slower than the phone by nothing, and a reading that is no number likewise', () => {
    expect(lighthouseSlowdownFor(150)).toBe(1);
    expect(lighthouseSlowdownFor(90)).toBe(1);
    expect(lighthouseSlowdownFor(Number.NaN)).toBe(1);
  });

  it('rises with the host, without a step between the lines', () => {
    const at = (index: number) => lighthouseSlowdownFor(index);
    expect(at(1299.999)).toBeCloseTo(at(1300), 3);
    expect(at(799.999)).toBeCloseTo(at(800), 3);
    expect(at(1000)).toBeLessThan(at(1200));
  });
});
