import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageBandForScheduleCode,
  ageForScheduleCode,
  scheduleAgeBands,
  scheduleCodeFor,
} from './schedule-codes';

const codeRange = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `H${from + i}`);

describe('schedule codes', () => {
  it('are H15-H34 in the first band and H65-H84 in the second', () => {
    expect(scheduleAgeBands.filter((b) => b.coverageBand === 1).map((b) => b.code)).toEqual(
      codeRange(15, 34),
    );
    expect(scheduleAgeBands.filter((b) => b.coverageBand === 2).map((b) => b.code)).toEqual(
      codeRange(65, 84),
    );
  });

  it('map ages 17-26 to H15, then two ages per code up to 63-64 in H34', () => {
    expect(scheduleCodeFor(17, 50_000)).toBe('H15');
    expect(scheduleCodeFor(26, 200_000)).toBe('H15');
    expect(scheduleCodeFor(27, 50_000)).toBe('H16');
    expect(scheduleCodeFor(36, 100_000)).toBe('H20');
    expect(scheduleCodeFor(54, 150_000)).toBe('H29');
    expect(scheduleCodeFor(64, 200_000)).toBe('H34');
    expect(scheduleCodeFor(17, 250_000)).toBe('H65');
    expect(scheduleCodeFor(64, 600_000)).toBe('H84');
  });

  it('have no code outside ages 17-64 or outside the coverage bands', () => {
    expect(scheduleCodeFor(16, 50_000)).toBeUndefined();
    expect(scheduleCodeFor(65, 50_000)).toBeUndefined();
    expect(scheduleCodeFor(36.5, 50_000)).toBeUndefined();
    expect(scheduleCodeFor(36, 225_000)).toBeUndefined();
    expect(scheduleCodeFor(36, 650_000)).toBeUndefined();
    expect(scheduleCodeFor(36, 40_000)).toBeUndefined();
  });

  it('look up the age of a code: the youngest age of its band', () => {
    expect(ageForScheduleCode('H15')).toBe(17);
    expect(ageForScheduleCode('H20')).toBe(35);
    expect(ageForScheduleCode('H84')).toBe(63);
    expect(ageBandForScheduleCode('H70')).toEqual({
      code: 'H70',
      coverageBand: 2,
      minAge: 35,
      maxAge: 36,
    });
  });

  it.each(['H14', 'H35', 'H64', 'H85', 'h20', '', 'H', 20, null, undefined, {}])(
    'answer undefined for the unknown code %j',
    (code) => {
      expect(ageForScheduleCode(code)).toBeUndefined();
      expect(ageBandForScheduleCode(code)).toBeUndefined();
    },
  );

  it('round-trip: the age of a code maps back to the same code', () => {
    for (const band of scheduleAgeBands) {
      const coverage = band.coverageBand === 1 ? 50_000 : 250_000;
      const age = ageForScheduleCode(band.code);
      expect(age).toBeDefined();
      expect(scheduleCodeFor(age ?? 0, coverage)).toBe(band.code);
    }
  });

  it('round-trip: every age lies in the band of its own code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 17, max: 64 }),
        fc.constantFrom(50_000, 200_000, 250_000, 600_000),
        (age, coverage) => {
          const band = ageBandForScheduleCode(scheduleCodeFor(age, coverage));
          expect(band).toBeDefined();
          expect(age).toBeGreaterThanOrEqual(band?.minAge ?? Infinity);
          expect(age).toBeLessThanOrEqual(band?.maxAge ?? -Infinity);
          expect(band?.coverageBand).toBe(coverage <= 200_000 ? 1 : 2);
        },
      ),
    );
  });
});
