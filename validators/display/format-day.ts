/**
 * A calendar day written YYYY-MM-DD as people read it: 2027-01-01 → January 1, 2027. Anything
 * else is given back as it is (a text) or as nothing, never an error.
 */
export function formatDay(day: unknown): string {
  if (typeof day !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = new Date(Date.UTC(year, month - 1, date));
  // Not a day of the calendar (2027-02-30): shown as written rather than as another day.
  if (instant.getUTCMonth() !== month - 1 || instant.getUTCDate() !== date) return day;
  return instant.toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
}
