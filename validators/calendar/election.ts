import electionData from './election.json';
import { isInTimeWindow, type TimeWindowConfig } from './time-window';
import { zonedInstant } from './zoned-time';

export interface ElectionCandidate {
  id: string;
  name: string;
  summary: string;
  /** Recommended by the board's nominating committee. */
  recommended: boolean;
}

export interface ElectionConfig extends TimeWindowConfig {
  /** Ordinal of the annual meeting the election closes at. */
  annualMeeting: number;
  /** 'YYYY-MM-DDTHH:mm' local to timeZone. */
  meeting: string;
  candidates: readonly ElectionCandidate[];
}

/**
 * Spec §9 "Election". The spec names no candidates: the two nominees in election.json are
 * fictional. Next year's election is an edit of that file.
 */
export const election: ElectionConfig = electionData;

/** The ballot period: spec §2 ballot banner and §4 "only inside the election window". */
export function isInElectionWindow(now: Date, config: ElectionConfig = election): boolean {
  return isInTimeWindow(now, config);
}

/** The meeting instant; an Invalid Date when the config given is not one. */
export function electionMeetingTime(config: ElectionConfig = election): Date {
  if (config === null || typeof config !== 'object') return new Date(Number.NaN);
  return zonedInstant(config.meeting, config.timeZone);
}
