import { coverageBandOf, type CoverageBand } from './coverage-bands';

// Level Term 10/20 schedule codes: H15-H34 in the first coverage band, H65-H84 in the second.
// The 48 issue ages 17-64 fall into 20 age bands: H15 covers ages 17-26 (term rates barely move
// there), then one code per two years, H16 = 27-28 ... H34 = 63-64. The second band adds 50.

const youngestAge = 17;
const oldestAge = 64;
const firstCode = 15;
const youngBandEnd = 26;
const secondBandOffset = 50;

export interface ScheduleAgeBand {
  code: string;
  coverageBand: CoverageBand;
  minAge: number;
  maxAge: number;
}

function codeNumberForAge(age: number): number {
  return age <= youngBandEnd ? firstCode : firstCode + 1 + Math.floor((age - youngBandEnd - 1) / 2);
}

function bandsFor(coverageBand: CoverageBand): ScheduleAgeBand[] {
  const bands: ScheduleAgeBand[] = [];
  for (let age = youngestAge; age <= oldestAge; age += 1) {
    const number = codeNumberForAge(age) + (coverageBand === 2 ? secondBandOffset : 0);
    const code = `H${number}`;
    const last = bands.at(-1);
    if (last?.code === code) last.maxAge = age;
    else bands.push({ code, coverageBand, minAge: age, maxAge: age });
  }
  return bands;
}

/** All 40 schedule codes with the ages and coverage band each stands for. */
export const scheduleAgeBands: readonly ScheduleAgeBand[] = [...bandsFor(1), ...bandsFor(2)];

/** The schedule code of an issue age and coverage, or undefined outside ages 17-64 and the bands. */
export function scheduleCodeFor(age: number, coverage: number): string | undefined {
  const coverageBand = coverageBandOf(coverage);
  if (coverageBand === undefined || !Number.isInteger(age)) return undefined;
  return scheduleAgeBands.find(
    (b) => b.coverageBand === coverageBand && age >= b.minAge && age <= b.maxAge,
  )?.code;
}

/** The age band a schedule code stands for; undefined for an unknown code. */
export function ageBandForScheduleCode(code: unknown): ScheduleAgeBand | undefined {
  return scheduleAgeBands.find((b) => b.code === code);
}

/**
 * Reverse lookup from a schedule code to its age: the youngest issue age of the code's age band
 * (a code stands for up to ten ages); undefined for an unknown code.
 */
export function ageForScheduleCode(code: unknown): number | undefined {
  return ageBandForScheduleCode(code)?.minAge;
}
