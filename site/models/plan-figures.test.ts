import { describe, expect, it } from 'vitest';
import { planVariant, quote } from '../../plans';
import { formatUsd } from '../../validators';
import { agesText, rateExampleText } from './plan-figures';

describe('agesText', () => {
  it('says a range, or no upper limit at the catalogue’s highest age', () => {
    const tricare = planVariant('tricare-supplement', 'enrollment');
    const legal = planVariant('legal-plans', 'enrollment');
    expect(tricare && agesText(tricare)).toBe('18 to 64');
    expect(legal && agesText(legal)).toBe('18 and older');
  });
});

describe('rateExampleText', () => {
  const variant = (plan: string, id: string) => {
    const found = planVariant(plan, id);
    if (!found) throw new Error(`no ${plan}/${id}`);
    return found;
  };

  it("says what $250,000 costs at 35 with the rate tables' own figure", () => {
    const monthly = quote({ rateSheet: 'national-guard', age: 35, coverage: 250_000 }).monthly;
    expect(rateExampleText(variant('national-guard', 'member'))).toBe(
      `At age 35, $250,000 of coverage costs ${formatUsd(monthly)} a month.`,
    );
    const term90 = quote({ rateSheet: 'term-90-plus', age: 35, coverage: 250_000 }).monthly;
    expect(rateExampleText(variant('term-90-plus', 'standard'))).toBe(
      `At age 35, $250,000 of coverage costs ${formatUsd(term90)} a month for someone who does not use tobacco.`,
    );
  });

  it('names the curve of a table priced by sex, term and health class', () => {
    const rate = quote({
      rateSheet: 'level-term-10-20',
      tier: 'standard',
      sex: 'M',
      term: 10,
      age: 35,
      coverage: 250_000,
    }).monthly;
    expect(rateExampleText(variant('level-term', 'member'))).toBe(
      `At age 35, $250,000 of coverage costs ${formatUsd(rate)} a month for a man on a 10-year term in the standard health class.`,
    );
  });

  it("takes the plan's lowest amount where it offers no $250,000, and is silent without a table", () => {
    expect(rateExampleText(variant('term-90-plus', 'simplified'))).toMatch(
      /^At age 35, \$50,000 of coverage costs/,
    );
    expect(rateExampleText(variant('tricare-supplement', 'enrollment'))).toBeNull();
  });
});
