import { isRecord } from '../../../validators';
/** The ballot action's answer (server/api/aqua/ballot.ts). */
export interface BallotAnswer {
  readonly election: {
    readonly annualMeeting: number;
    readonly timeZone: string;
    readonly opensAt: string;
    readonly closesAt: string;
    readonly meetingAt: string;
    readonly open: boolean;
  };
  readonly nominees: readonly {
    readonly id: string;
    readonly name: string;
    readonly summary: string;
    readonly recommended: boolean;
  }[];
  readonly ballotAllowed: boolean;
  readonly canVote: boolean;
  readonly hasVoted: string;
}

export function isBallotAnswer(body: unknown): body is BallotAnswer {
  if (!isRecord(body) || !isRecord(body.election) || !Array.isArray(body.nominees)) return false;
  const { election } = body;
  return (
    typeof election.open === 'boolean' &&
    typeof election.opensAt === 'string' &&
    typeof election.closesAt === 'string' &&
    typeof election.meetingAt === 'string' &&
    typeof election.timeZone === 'string' &&
    typeof body.ballotAllowed === 'boolean' &&
    typeof body.canVote === 'boolean' &&
    typeof body.hasVoted === 'string' &&
    body.nominees.every(
      (nominee) =>
        isRecord(nominee) && typeof nominee.id === 'string' && typeof nominee.name === 'string',
    )
  );
}

/** An instant as the association's members read it: in the election's time zone. */
export function electionTime(iso: string, timeZone: string, withTime = false): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}

export function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th';
  return `${value}${suffix}`;
}
