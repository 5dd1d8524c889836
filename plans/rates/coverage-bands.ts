import { coverageBands as bandLimits } from '../../validators';

/** Band 1 and band 2 of the rate tables; schedule codes H15-H34 and H65-H84 follow them. */
export type CoverageBand = 1 | 2;

/**
 * The two coverage bands of the Level Term 10/20 rate table (spec §3 and §9), numbered. The
 * amounts are the business constant of validators/constants.ts, named once.
 */
export const coverageBands: readonly {
  band: CoverageBand;
  minCoverage: number;
  maxCoverage: number;
}[] = bandLimits.slice(0, 2).map((limits, index) => ({
  band: index === 0 ? 1 : 2,
  minCoverage: limits.min,
  maxCoverage: limits.max,
}));

/**
 * Every rate table value is the monthly cost of this much coverage, in US dollars. The spec's
 * samples (age 36: 4.38, age 54: 24.42) read as a price per $50,000, the coverage step and the
 * first band's minimum, give plausible group-term premiums (a $100,000 policy at 36 costs $8.76 a
 * month, at 54 $48.84); read per $1,000 or per $10,000 they would be several times the market.
 */
export const coveragePerRateUnit = 50_000;

export function coverageBandOf(coverage: number): CoverageBand | undefined {
  return coverageBands.find((b) => coverage >= b.minCoverage && coverage <= b.maxCoverage)?.band;
}
