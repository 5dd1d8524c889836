import { isValidInstant, zonedInstant } from './zoned-time';

/** A period given as wall-clock times in a time zone; the start is inside, the end is not. */
export interface TimeWindowConfig {
  timeZone: string;
  /** 'YYYY-MM-DDTHH:mm' local to timeZone. */
  start: string;
  /** 'YYYY-MM-DDTHH:mm' local to timeZone. */
  end: string;
}

/**
 * Start inclusive, end exclusive: the election ends "10/17/2025 00:00", so the first instant of
 * the 17th is already outside and consecutive windows never overlap.
 */
export function isInTimeWindow(now: Date, window: TimeWindowConfig): boolean {
  if (!isValidInstant(now) || window === null || typeof window !== 'object') return false;
  const start = zonedInstant(window.start, window.timeZone).getTime();
  const end = zonedInstant(window.end, window.timeZone).getTime();
  const at = now.getTime();
  return at >= start && at < end;
}
