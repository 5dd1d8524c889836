import { describe, expect, it } from 'vitest';
import { packAgeRates, unpackAgeRates, type AgeRates } from './packed-rates';

const roundTrip = (rates: AgeRates) =>
  unpackAgeRates(JSON.parse(JSON.stringify(packAgeRates(rates))));

describe('packed age rates', () => {
  it('give back the same rates after a JSON round trip', () => {
    const growing: AgeRates = {
      firstAge: 17,
      byAge: Array.from({ length: 48 }, (_, i) => [
        [50000, Math.round(104 * 1.09 ** i)],
        [250000, Math.round(93 * 1.1 ** i)],
      ]),
    };
    expect(roundTrip(growing)).toEqual(growing);
  });

  it('keep ages without rates, missing rates, zero rates and runs that change with age', () => {
    const uneven: AgeRates = {
      firstAge: 0,
      byAge: [
        [[50000, 0]],
        [],
        [
          [50000, 120],
          [100000, null],
        ],
        [
          [50000, 0],
          [100000, 7],
          [400000, 9],
        ],
        [[75000, null]],
        [
          [50000, 130],
          [100000, 125],
        ],
        [
          [50000, 3],
          [100000, 125000],
        ],
      ],
    };
    expect(roundTrip(uneven)).toEqual(uneven);
  });

  it('hold smooth rates as small differences, and each run of amounts once', () => {
    const smooth: AgeRates = {
      firstAge: 20,
      byAge: Array.from({ length: 30 }, (_, i) => [[50000, Math.round(150 * 1.08 ** i)]]),
    };
    const [firstAge, amounts, cents] = packAgeRates(smooth);
    expect(firstAge).toBe(20);
    expect(amounts).toEqual([[[50000], 30]]);
    expect(cents.slice(2).every((difference) => Math.abs(difference ?? 0) <= 1)).toBe(true);
  });
});
