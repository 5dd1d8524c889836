/** The two coverage bands of the Level Term 10/20 rate table (spec §3 and §9). */
export const coverageBands = [
  { band: 1, minCoverage: 50_000, maxCoverage: 200_000 },
  { band: 2, minCoverage: 250_000, maxCoverage: 600_000 },
] as const;

export type CoverageBand = (typeof coverageBands)[number]['band'];

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
