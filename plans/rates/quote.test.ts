import { describe, expect, it } from 'vitest';
import { QuoteError, type QuoteField } from './quote-error';
import { quote, type QuoteRequest } from './quote';

const levelTerm = { rateSheet: 'level-term-10-20', tier: 'standard', sex: 'M', term: 10 } as const;

function refusal(request: unknown): { field: QuoteField; message: string } {
  try {
    quote(request as QuoteRequest);
  } catch (error) {
    if (error instanceof QuoteError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error(`quote accepted ${JSON.stringify(request)}`);
}

describe('quote', () => {
  it('reproduces the spec samples at $50,000, the unit of the rates', () => {
    expect(quote({ ...levelTerm, age: 36, coverage: 50_000 })).toEqual({
      monthly: 4.38,
      byFrequency: { M: 4.38, Q: 13.14, S: 26.28, A: 52.56 },
      scheduleCode: 'H20',
    });
    expect(quote({ ...levelTerm, age: 54, coverage: 50_000 }).monthly).toBe(24.42);
  });

  it('scales the rate by coverage / 50,000', () => {
    expect(quote({ ...levelTerm, age: 36, coverage: 100_000 }).monthly).toBe(8.76);
    expect(quote({ ...levelTerm, age: 54, coverage: 200_000 }).monthly).toBe(97.68);
  });

  it('uses the second band and its schedule code from 250,000', () => {
    const q = quote({ ...levelTerm, age: 36, coverage: 250_000 });
    expect(q.scheduleCode).toBe('H70');
    expect(q.monthly).toBeLessThan(5 * 4.38);
    expect(quote({ ...levelTerm, age: 64, coverage: 600_000 }).scheduleCode).toBe('H84');
  });

  it('applies the payment frequency multipliers Q x3, S x6, A x12 to the monthly amount', () => {
    const q = quote({ rateSheet: 'term-90-plus', age: 47, coverage: 350_000, tobacco: true });
    expect(q.byFrequency.M).toBe(q.monthly);
    expect(Math.round(q.byFrequency.Q * 100)).toBe(Math.round(q.monthly * 100) * 3);
    expect(Math.round(q.byFrequency.S * 100)).toBe(Math.round(q.monthly * 100) * 6);
    expect(Math.round(q.byFrequency.A * 100)).toBe(Math.round(q.monthly * 100) * 12);
  });

  it('quotes the unisex sheets without a schedule code, with or without a sex', () => {
    const plain = quote({ rateSheet: 'nexgen-adult', age: 30, coverage: 250_000 });
    expect(plain.scheduleCode).toBeUndefined();
    expect(plain).not.toHaveProperty('scheduleCode');
    expect(quote({ rateSheet: 'nexgen-adult', sex: 'F', age: 30, coverage: 250_000 })).toEqual(
      plain,
    );
  });

  it('accepts the form values of term and tobacco', () => {
    expect(quote({ ...levelTerm, term: '20', age: 40, coverage: 50_000 })).toEqual(
      quote({ ...levelTerm, term: 20, age: 40, coverage: 50_000 }),
    );
    const tobacco = { rateSheet: 'term-90-plus', age: 40, coverage: 50_000 } as const;
    expect(quote({ ...tobacco, tobacco: '1' })).toEqual(quote({ ...tobacco, tobacco: true }));
    expect(quote({ ...tobacco, tobacco: '0' })).toEqual(quote({ ...tobacco }));
    expect(
      quote({ ...levelTerm, tobacco: false, age: 40, coverage: 50_000 }).monthly,
    ).toBeGreaterThan(0);
  });

  it('gives each Level Term curve its own price', () => {
    const at = (over: Partial<QuoteRequest>) =>
      quote({ ...levelTerm, age: 45, coverage: 100_000, ...over }).monthly;
    expect(at({ tier: 'preferred' })).toBeLessThan(at({ tier: 'select' }));
    expect(at({ sex: 'F' })).toBeLessThan(at({}));
    expect(at({ term: 20 })).toBeGreaterThan(at({}));
  });
});

describe('quote refuses a request that is not an object with a QuoteError', () => {
  it.each([[null], [undefined], ['term-90'], [42]])('%j', (request) => {
    expect(() => quote(request as unknown as QuoteRequest)).toThrow(QuoteError);
  });
});

describe('quote refuses what lies outside the tables', () => {
  it.each([
    [{ ...levelTerm, rateSheet: 'term-99' }, 'rateSheet', 'Unknown rate sheet "term-99"'],
    [
      { ...levelTerm, tier: 'gold' },
      'tier',
      'needs a tier: standard, select, preferred (got "gold")',
    ],
    [{ ...levelTerm, tier: undefined }, 'tier', 'needs a tier'],
    [{ rateSheet: 'term-90', tier: 'standard' }, 'tier', 'Term 90 has no tiers'],
    [{ ...levelTerm, sex: 'X' }, 'sex', 'needs a sex: M or F (got "X")'],
    [{ ...levelTerm, sex: undefined }, 'sex', 'needs a sex'],
    [{ rateSheet: 'term-90', sex: 'male' }, 'sex', 'Sex must be M or F (got "male")'],
    [{ ...levelTerm, term: 15 }, 'term', 'needs a term: 10 or 20 (got 15)'],
    [{ rateSheet: 'nexgen-adult', term: 10 }, 'term', 'NexGen Adult has no term choice'],
    [{ ...levelTerm, tobacco: true }, 'tobacco', 'Level Term 10/20 has no tobacco rates'],
    [
      { rateSheet: 'term-90-plus', tobacco: 'yes' },
      'tobacco',
      "Tobacco use must be true or false, '1' or '0'",
    ],
    [
      { ...levelTerm, age: 65 },
      'age',
      'Age 65 is outside Level Term 10/20 (standard, M, term 10): ages 17-64',
    ],
    [{ ...levelTerm, term: 20, age: 55 }, 'age', 'ages 17-54'],
    [{ ...levelTerm, age: 16 }, 'age', 'Age 16 is outside'],
    [{ rateSheet: 'nexgen-adult', age: 19 }, 'age', 'Age 19 is outside NexGen Adult: ages 20-69'],
    [
      { rateSheet: 'term-90-plus', tobacco: true, age: 70 },
      'age',
      'Term 90 Plus (tobacco): ages 17-69',
    ],
    [{ ...levelTerm, age: 36.5 }, 'age', 'Age must be a whole number of years (got 36.5)'],
    [{ ...levelTerm, age: '36' }, 'age', 'whole number'],
    [{ ...levelTerm, age: NaN }, 'age', 'whole number'],
    [{ ...levelTerm, coverage: 75_000 }, 'coverage', 'Coverage 75,000 is not a multiple of 50,000'],
    [
      { ...levelTerm, coverage: 650_000 },
      'coverage',
      'Coverage 650,000 is outside Level Term 10/20 coverage: 50,000-200,000, 250,000-600,000',
    ],
    [
      { rateSheet: 'nexgen-adult', coverage: 300_000 },
      'coverage',
      'outside NexGen Adult coverage: 50,000-250,000',
    ],
    [
      { ...levelTerm, coverage: 0 },
      'coverage',
      'Coverage must be a positive whole number of dollars',
    ],
    [{ ...levelTerm, coverage: -50_000 }, 'coverage', 'positive whole number'],
    [{ ...levelTerm, coverage: Infinity }, 'coverage', 'positive whole number'],
    [{ ...levelTerm, coverage: '100000' }, 'coverage', 'positive whole number'],
  ])('%j: %s', (over, field, message) => {
    const error = refusal({ age: 40, coverage: 100_000, ...over });
    expect(error.field).toBe(field);
    expect(error.message).toContain(message);
  });

  it('is a typed Error', () => {
    expect(() => quote({ ...levelTerm, age: 99, coverage: 50_000 })).toThrow(QuoteError);
    try {
      quote({ ...levelTerm, age: 99, coverage: 50_000 });
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('QuoteError');
    }
  });
});
