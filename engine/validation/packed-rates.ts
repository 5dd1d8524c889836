// The rates of a plan snapshot travel to the browser with each form's module and count against
// the application route's weight (150 KB of gzipped JavaScript), so they are packed: rates grow
// smoothly with age, and each is held as its difference from the rate the two younger ages
// foretell, which is mostly a digit or two.

/** Cents a month from an amount up to the next run's: `[firstAmount, cents]`; null for no rate. */
export type RateRun = [firstAmount: number, cents: number | null];

/** One tobacco answer's rates: for each whole age from `firstAge`, runs over the amounts offered. */
export interface AgeRates {
  firstAge: number;
  byAge: RateRun[][];
}

/**
 * AgeRates packed: consecutive ages whose runs start at the same amounts as `[amounts, ages]`,
 * then the cents run by run (every age's first run, then every age's second run, ...), each as
 * its difference from `foretold`, null for no rate.
 */
export type PackedAgeRates = [
  firstAge: number,
  amounts: [firstAmounts: number[], ages: number][],
  cents: (number | null)[],
];

/** The rate two younger ages foretell: the same growth again, or the last rate, or none. */
function foretold(last: number | null | undefined, before: number | null | undefined): number {
  if (last == null) return 0;
  return before ? Math.round((last * last) / before) : last;
}

export function packAgeRates({ firstAge, byAge }: AgeRates): PackedAgeRates {
  const amounts: PackedAgeRates[1] = [];
  for (const runs of byAge) {
    const firstAmounts = runs.map(([amount]) => amount);
    const previous = amounts[amounts.length - 1];
    if (previous && previous[0].join() === firstAmounts.join()) previous[1] += 1;
    else amounts.push([firstAmounts, 1]);
  }
  const cents: PackedAgeRates[2] = [];
  for (let run = 0; byAge.some((runs) => runs.length > run); run += 1) {
    byAge.forEach((runs, age) => {
      const rate = runs[run]?.[1];
      if (rate === undefined) return;
      const expected = foretold(byAge[age - 1]?.[run]?.[1], byAge[age - 2]?.[run]?.[1]);
      cents.push(rate === null ? null : rate - expected);
    });
  }
  return [firstAge, amounts, cents];
}

export function unpackAgeRates([firstAge, amounts, cents]: PackedAgeRates): AgeRates {
  const byAge = amounts.flatMap(([firstAmounts, ages]) =>
    Array.from({ length: ages }, () => firstAmounts.map((amount): RateRun => [amount, null])),
  );
  let next = 0;
  for (let run = 0; byAge.some((runs) => runs.length > run); run += 1) {
    byAge.forEach((runs, age) => {
      const held = runs[run];
      if (!held) return;
      const difference = cents[next++];
      if (difference == null) return;
      held[1] = difference + foretold(byAge[age - 1]?.[run]?.[1], byAge[age - 2]?.[run]?.[1]);
    });
  }
  return { firstAge, byAge };
}
