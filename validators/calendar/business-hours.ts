import businessHoursData from './businessHours.json';
import { isValidInstant, minuteOfDay, wallClock } from './zoned-time';

export interface OpeningHours {
  /** 'HH:mm', inside. */
  open: string;
  /** 'HH:mm', outside. */
  close: string;
}

export interface BusinessHoursConfig {
  timeZone: string;
  /** Keyed by weekday, '0' Sunday to '6' Saturday; a missing day is closed. */
  days: Readonly<Record<string, OpeningHours>>;
}

/** Spec §9 "Working hours": Monday to Thursday 8am-6pm ET, Friday 8am-4pm ET, weekends closed. */
export const businessHours: BusinessHoursConfig = businessHoursData;

/** Opening time inside, closing time outside: at 6:00pm sharp the office is closed. */
export function isBusinessHours(now: Date, hours: BusinessHoursConfig = businessHours): boolean {
  if (!isValidInstant(now) || hours === null || typeof hours !== 'object') return false;
  const clock = wallClock(now, hours.timeZone);
  if (clock === undefined || hours.days === null || typeof hours.days !== 'object') return false;
  const today = hours.days[String(clock.weekday)];
  if (today === undefined) return false;
  return (
    clock.minuteOfDay >= minuteOfDay(today.open) && clock.minuteOfDay < minuteOfDay(today.close)
  );
}
