import { planById } from '../../../plans';
import { withinTransaction } from '../../db/within-transaction';
import { issueCertificate, type IssuedCertificate } from '../../policies/issued-certificate';
import { ApiError, fieldErrors } from '../../http/api-error';
import { decisionLetters } from '../../mail/decision-letters';
import { applicantOf } from './application-answers';
import {
  alreadyDecidedMessage,
  decisionStatus,
  reasonRequiredMessage,
  type Decision,
} from './application-statuses';
import { applicationIdSchema, submissionOf } from './submission-row';
import { staffAction, type StaffInput } from './staff-action';

interface DecisionData extends StaffInput {
  applicationId: string;
  decision: Decision;
  /** Why it was rejected, or what information is asked for; a note on an approval. */
  reason?: string;
}

/**
 * Approves, rejects (with a reason) or asks for information (saying what). The submission and
 * the member's application (getUser: status, and beneficiaries once approved) change together;
 * the applicant is e-mailed after the answer.
 */
export const decideApplication = staffAction('decideApplication', {
  properties: {
    applicationId: applicationIdSchema,
    decision: { type: 'string', enum: Object.keys(decisionStatus) },
    reason: { type: 'string', maxLength: 2000 },
  },
  required: ['applicationId', 'decision'],
  async handle(input: DecisionData, context, admin) {
    const reason = input.reason?.trim() ?? '';
    if (input.decision !== 'approve' && reason === '')
      throw fieldErrors({ reason: reasonRequiredMessage });
    const { row, form } = await submissionOf(context, input.applicationId);
    const status = decisionStatus[input.decision];
    const now = context.now();
    const decided = await withinTransaction(context.db, async (trx) => {
      // Only from a status still open: two staff deciding at once, one wins.
      const updated = await trx
        .updateTable('application_submissions')
        .set({ status })
        .where('application_id', '=', row.application_id)
        .where('status', 'not in', ['approved', 'rejected'])
        .returning(['member_id'])
        .executeTakeFirst();
      if (updated === undefined) return undefined;
      await trx
        .updateTable('applications')
        .set({ status })
        .where('id', '=', row.application_id)
        .execute();
      // An approved application is a policy from now on: its certificate is issued with it.
      const certificate: IssuedCertificate | null =
        input.decision === 'approve'
          ? await issueCertificate(
              trx,
              {
                applicationId: row.application_id,
                planCode: planById(form.definition.plan.plan)?.planCodes?.[0] ?? null,
              },
              now,
            )
          : null;
      await trx
        .insertInto('application_decisions')
        .values({
          application_id: row.application_id,
          decision: input.decision,
          reason: reason === '' ? null : reason,
          admin_id: admin.id,
          decided_at: now,
        })
        .execute();
      return { certificate };
    });
    if (decided === undefined) throw new ApiError(409, alreadyDecidedMessage);
    const member =
      row.member_id === null
        ? undefined
        : await context.db
            .selectFrom('members')
            .select('email')
            .where('id', '=', row.member_id)
            .executeTakeFirst();
    const to = member?.email ?? applicantOf(row.data).email;
    const title = form.definition.title;
    const reference = row.reference_number;
    if (to !== '') {
      const letter = decided.certificate
        ? decisionLetters.approved(
            to,
            title,
            reference,
            decided.certificate,
            row.member_id !== null,
          )
        : input.decision === 'reject'
          ? decisionLetters.rejected(to, title, reference, reason)
          : decisionLetters.informationRequested(to, title, reference, reason);
      context.afterAnswer.run(() => context.mailer.send(letter), context.log);
    }
    return {
      applicationId: row.application_id,
      referenceNumber: reference,
      status,
      ...(decided.certificate ? decided.certificate : {}),
    };
  },
  auditDetail: (input, result) => ({
    applicationId: input.applicationId,
    referenceNumber: result.referenceNumber,
    decision: input.decision,
    reason: input.reason?.trim() ?? null,
    ...('certificateNumber' in result ? { certificateNumber: result.certificateNumber } : {}),
  }),
});
