// The scholarship program page's copy, and how it writes the application period's times.

export const scholarshipPage = {
  heading: 'Scholarship program',
  lead: 'Each year the association awards scholarships to members and their families for college, vocational and technical study.',
  about: [
    'Members, and the spouses, children and grandchildren of members, may apply. Awards go to full-time or part-time study at an accredited college, university, or vocational or technical school.',
    'A committee of the board reads every application after the period closes and chooses the recipients on merit, goals and service to the community. Every applicant hears from us by e-mail.',
  ],
  loading: 'Checking whether applications are open…',
} as const;

const zoneNames: Readonly<Record<string, string>> = {
  'America/Chicago': 'Central time',
  'America/New_York': 'Eastern time',
};

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

/** 'YYYY-MM-DDTHH:mm' in a time zone as a person reads it: 'February 27, 2025, 3:00 PM Central time'. */
export function localTimeText(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return local;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const half = hour < 12 ? 'AM' : 'PM';
  const time = `${hour12}:${String(minute).padStart(2, '0')} ${half}`;
  return `${months[month - 1] ?? ''} ${day}, ${year}, ${time} ${zoneNames[timeZone] ?? timeZone}`;
}
