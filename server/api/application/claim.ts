import { isRecord } from '../../../validators';
import { audit } from '../../auth/audit';
import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { throttleAddress, throttleTarget } from '../../auth/request-throttle';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';
import { servedForm } from './forms';
import { contactEmailOf, linkApplicationToMember } from './member-application';

interface ClaimData extends MemberCredentials {
  referenceNumber: string;
  email: string;
  dateOfBirth: string;
}

export const claimNotFoundMessage =
  'We found no application sent without logging in with this reference number, e-mail address and date of birth. Check them against your confirmation e-mail, or call us.';
export const applicationClaimedMessage = (referenceNumber: string): string =>
  `Application ${referenceNumber} is now in your account.`;

/** The dates of birth an application gives, one per person in it (insured, sponsor, spouse…). */
function datesOfBirth(data: Record<string, unknown>): string[] {
  return Object.values(data).flatMap((section) =>
    isRecord(section) && typeof section.dateOfBirth === 'string'
      ? [section.dateOfBirth.trim()]
      : [],
  );
}

/**
 * A logged-in member claims an application they sent without logging in: its reference number,
 * the e-mail address and a date of birth given in it. It then joins the member's applications
 * (getUser) with its status as it stands. Every miss answers alike (no such application, other
 * answers, or someone else's), and tries are throttled per caller and per member, so it tells
 * nothing of other people's applications. Claiming one's own again answers as the first time.
 */
export const claim = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken', 'referenceNumber', 'email', 'dateOfBirth'],
    properties: {
      ...memberCredentialsSchema,
      referenceNumber: { type: 'string', minLength: 1, maxLength: 20 },
      email: { type: 'string', minLength: 1, rule: 'email' },
      dateOfBirth: { type: 'string', minLength: 1, rule: 'date' },
    },
  },
  async handle(data: ClaimData, context) {
    const member = await authenticatedMember(context, data);
    const { claimPerAddress, claimPerMember } = context.config.throttle;
    await throttleAddress(context, 'application.claim', claimPerAddress);
    await throttleTarget(context, 'application.claim', member.id, claimPerMember);
    const referenceNumber = data.referenceNumber.trim().toUpperCase();
    const row = await context.db
      .selectFrom('application_submissions')
      .select(['application_id', 'app_id', 'form_id', 'member_id', 'data'])
      .where('reference_number', '=', referenceNumber)
      .executeTakeFirst();
    const matches =
      row !== undefined &&
      (row.member_id === null || row.member_id === member.id) &&
      contactEmailOf(row.data) === data.email.trim().toLowerCase() &&
      datesOfBirth(row.data).includes(data.dateOfBirth.trim());
    if (!matches) throw new ApiError(404, claimNotFoundMessage);
    const answer = {
      message: applicationClaimedMessage(referenceNumber),
      applicationId: row.application_id,
      referenceNumber,
    };
    if (row.member_id === member.id) return answer;
    const { definition } = servedForm(row.app_id, row.form_id);
    const linked = await linkApplicationToMember(context.db, definition, {
      applicationId: row.application_id,
      memberId: member.id,
    });
    // Someone else's claim won a race for it: a miss like any other.
    if (!linked) throw new ApiError(404, claimNotFoundMessage);
    await audit(context.db, {
      memberId: member.id,
      action: 'member.claimApplication',
      detail: { applicationId: row.application_id, referenceNumber },
      at: context.now(),
    });
    return answer;
  },
});
