import { describe, expect, it } from 'vitest';
import { exampleRates } from './example-rates';
import { quote } from './quote';
import { rateSheetIds } from './rate-sheet-ids';

describe('exampleRates', () => {
  it('gives ages 25, 35 and 45 at $100,000 by default, on the curve of the spec samples', () => {
    const examples = exampleRates('level-term-10-20');
    expect(examples.map((e) => [e.age, e.coverage])).toEqual([
      [25, 100_000],
      [35, 100_000],
      [45, 100_000],
    ]);
    for (const e of examples) {
      expect(e.monthly).toBe(
        quote({
          rateSheet: 'level-term-10-20',
          tier: 'standard',
          sex: 'M',
          term: 10,
          age: e.age,
          coverage: e.coverage,
        }).monthly,
      );
    }
  });

  it.each(rateSheetIds)('%s has three examples', (id) => {
    expect(exampleRates(id)).toHaveLength(3);
  });

  it('takes the curve, ages and coverage asked for', () => {
    const [example] = exampleRates('level-term-10-20', {
      ages: [36],
      coverage: 50_000,
      tier: 'standard',
      sex: 'M',
      term: 10,
    });
    expect(example).toEqual({ age: 36, coverage: 50_000, monthly: 4.38 });
    const [tobacco] = exampleRates('term-90-plus', { ages: [40], tobacco: true });
    const [plain] = exampleRates('term-90-plus', { ages: [40] });
    expect(tobacco?.monthly).toBeGreaterThan(plain?.monthly ?? Infinity);
  });

  it('leaves out ages the sheet does not cover', () => {
    expect(exampleRates('nexgen-adult', { ages: [18, 25, 70] }).map((e) => e.age)).toEqual([25]);
    expect(
      exampleRates('level-term-10-20', { ages: [50, 60], term: 20 }).map((e) => e.age),
    ).toEqual([50]);
  });

  it("shows a child's plan at its youngest, middle and oldest ages, at an amount it sells", () => {
    const examples = exampleRates('nexgen-dependent');
    expect(examples.map((e) => [e.age, e.coverage])).toEqual([
      [0, 25_000],
      [11, 25_000],
      [22, 25_000],
    ]);
    expect(examples.every((e) => e.monthly > 0)).toBe(true);
  });
});
