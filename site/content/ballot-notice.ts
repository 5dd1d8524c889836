import { election, electionMeetingTime, zonedInstant, type ElectionConfig } from '../../validators';

function ordinal(count: number): string {
  const lastTwo = count % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${count}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[count % 10] ?? 'th';
  return `${count}${suffix}`;
}

/**
 * The ballot notice's text, from the election calendar of validators (spec 9): voting closes at
 * the end of the window's last day, the day before the annual meeting, in the election's time zone.
 */
export function ballotNotice(config: ElectionConfig = election) {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: config.timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const lastVotingDay = new Date(zonedInstant(config.end, config.timeZone).getTime() - 1);
  const meeting = ordinal(config.annualMeeting);
  return {
    title: 'Vote for the association’s Director Nominees',
    paragraphs: [
      'Each year the association’s members elect the directors who serve on its volunteer board.',
      `Voting is open until the end of ${day.format(lastVotingDay)}. The results are announced at the ${meeting} annual meeting on ${day.format(electionMeetingTime(config))}.`,
      'Log in to your account to read about the nominees and cast your vote. Members whose coverage is in force or in its grace period, and uninsured members, can vote.',
    ],
    logIn: 'Log in to vote',
    close: 'Close',
  } as const;
}
