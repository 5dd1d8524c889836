// Calendar windows of spec §9 as configuration (JSON beside each rule), evaluated for an injected time.
export * from './time-window';
export * from './election';
export * from './scholarship';
export * from './business-hours';
export { calendarDate, isValidInstant, zonedInstant, type CalendarDate } from './zoned-time';
export { monthNames } from './month-names';
