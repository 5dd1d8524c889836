const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-03-14" as "March 14, 2026"; any other text as it is. */
export function longDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return `${months[Number(match[2]) - 1] ?? ''} ${Number(match[3])}, ${match[1]}`;
}
