import { findMemberStatus } from '../../../validators';
import type { UserData } from '../../api';
import { electionTime, ordinal, type BallotAnswer } from './ballot-answer';

const hasError = (value: unknown) =>
  value === true || (typeof value === 'string' && value.trim() !== '');

/** Why this member cannot vote now, in words (spec 4 and 6: the window, no error, I, S or B). */
export function whyNoVote(answer: BallotAnswer, data: UserData): string {
  const { election } = answer;
  const meeting = `the ${ordinal(election.annualMeeting)} annual meeting`;
  if (!election.open) {
    if (Date.parse(election.opensAt) > Date.now())
      return `Voting for the Director Nominees of ${meeting} opens on ${electionTime(election.opensAt, election.timeZone)}.`;
    return `Voting for the Director Nominees of ${meeting} closed on ${electionTime(election.closesAt, election.timeZone)}. The results are announced at the meeting on ${electionTime(election.meetingAt, election.timeZone, true)}.`;
  }
  if (hasError(data.mbaError))
    return 'Voting is not available while there is a problem with your account. Please call member services to resolve it.';
  const status = findMemberStatus(data.accountStatus)?.name ?? 'not known';
  return `Members whose status is Inforce, Grace Period or Uninsured may vote. Your membership status is ${status}.`;
}
