// Calendar windows of spec §9 as configuration (JSON beside each rule), evaluated for an injected time.
export * from './timeWindow';
export * from './election';
export * from './scholarship';
export * from './businessHours';
export { calendarDate, isValidInstant, zonedInstant, type CalendarDate } from './zonedTime';
export { monthNames } from './month-names';
