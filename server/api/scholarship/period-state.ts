import { zonedInstant, type ScholarshipConfig } from '../../../validators';

export type PeriodState = 'notYet' | 'open' | 'closed';

/** Where `now` falls against the application period: start inclusive, end exclusive. */
export function periodState(now: Date, window: ScholarshipConfig): PeriodState {
  if (now < zonedInstant(window.start, window.timeZone)) return 'notYet';
  return now < zonedInstant(window.end, window.timeZone) ? 'open' : 'closed';
}
