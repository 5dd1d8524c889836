import {
  electionMeetingTime,
  isInElectionWindow,
  memberPermissions,
  zonedInstant,
} from '../../../validators';
import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { ApiError, fieldErrors } from '../../http/api-error';
import { audit } from '../../auth/audit';
import { memberAccount } from '../../members/member-account';
import { electionId, hasVoted } from '../../members/votes';
import { defineAction, type ActionContext } from '../action';

export const alreadyVotedMessage = 'You have already voted in this election.';
export const ballotNotAllowedMessage = 'Voting is not available for your account at this time.';
export const unknownNomineeMessage = 'Choose from the nominees on the ballot';

interface BallotData extends MemberCredentials {
  nomineeIds?: string[];
}

async function ballotState(memberId: string, context: ActionContext) {
  const config = await context.siteSettings.election();
  const member = await context.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const voted = await hasVoted(context.db, memberId, config);
  const permissions = memberPermissions(memberAccount(member, voted), context.now(), config);
  return {
    election: {
      id: electionId(config),
      annualMeeting: config.annualMeeting,
      timeZone: config.timeZone,
      opensAt: zonedInstant(config.start, config.timeZone).toISOString(),
      closesAt: zonedInstant(config.end, config.timeZone).toISOString(),
      meetingAt: electionMeetingTime(config).toISOString(),
      open: isInElectionWindow(context.now(), config),
    },
    nominees: config.candidates,
    ballotAllowed: permissions.ballot,
    canVote: permissions.vote,
    hasVoted: voted ? '1' : '0',
  };
}

/**
 * GET: the current election, its director nominees and this member's standing. POST with
 * nomineeIds: records the member's one vote (statuses I, S, B, inside the window).
 */
export const ballot = defineAction({
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken'],
    properties: {
      ...memberCredentialsSchema,
      nomineeIds: {
        type: 'array',
        minItems: 1,
        maxItems: 20,
        uniqueItems: true,
        items: { type: 'string', minLength: 1, maxLength: 100 },
      },
    },
  },
  async handle(data: BallotData, context) {
    const member = await authenticatedMember(context, data);
    if (context.method === 'GET' || data.nomineeIds === undefined)
      return ballotState(member.id, context);
    const config = await context.siteSettings.election();
    const known = new Set(config.candidates.map((candidate) => candidate.id));
    if (
      data.nomineeIds.length > config.candidates.length ||
      !data.nomineeIds.every((id) => known.has(id))
    ) {
      throw fieldErrors({ nomineeIds: unknownNomineeMessage });
    }
    const state = await ballotState(member.id, context);
    if (state.hasVoted === '1') throw new ApiError(409, alreadyVotedMessage);
    if (!state.ballotAllowed) throw new ApiError(403, ballotNotAllowedMessage);
    const inserted = await context.db
      .insertInto('votes')
      .values({
        member_id: member.id,
        election_id: electionId(config),
        nominee_ids: JSON.stringify(data.nomineeIds),
        voted_at: context.now(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('member_id')
      .executeTakeFirst();
    if (inserted === undefined) throw new ApiError(409, alreadyVotedMessage);
    // The ballot is secret: the audit trail records that the member voted, not for whom.
    await audit(context.db, {
      memberId: member.id,
      action: 'member.vote',
      detail: { electionId: electionId(config) },
      at: context.now(),
    });
    return ballotState(member.id, context);
  },
});
