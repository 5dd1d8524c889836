import { answerSections, applicantOf } from './application-answers';
import { applicationIdSchema, submissionOf } from './submission-row';
import { staffAction, type StaffInput } from './staff-action';

interface ApplicationQuery extends StaffInput {
  applicationId: string;
}

/** One application: its answers as given (sensitive numbers masked) and its decisions so far. */
export const application = staffAction('application', {
  properties: { applicationId: applicationIdSchema },
  required: ['applicationId'],
  async handle(input: ApplicationQuery, context) {
    const { row, form } = await submissionOf(context, input.applicationId);
    const [member, decisions] = await Promise.all([
      row.member_id === null
        ? undefined
        : context.db
            .selectFrom('members')
            .select(['id', 'first_name', 'last_name', 'email', 'profile'])
            .where('id', '=', row.member_id)
            .executeTakeFirst(),
      context.db
        .selectFrom('application_decisions')
        .leftJoin('admins', 'admins.id', 'application_decisions.admin_id')
        .select([
          'application_decisions.decision',
          'application_decisions.reason',
          'application_decisions.decided_at',
          'admins.username',
        ])
        .where('application_id', '=', row.application_id)
        .orderBy('application_decisions.id')
        .execute(),
    ]);
    return {
      applicationId: row.application_id,
      referenceNumber: row.reference_number,
      appId: row.app_id,
      formId: row.form_id,
      formTitle: form.definition.title,
      plan: form.definition.plan.plan,
      status: row.status,
      receivedAt: row.created_at.toISOString(),
      applicant: applicantOf(row.data),
      member: member
        ? {
            _id: member.id,
            name: `${member.first_name} ${member.last_name}`,
            email: member.email,
            memberId: member.profile.memberId,
          }
        : null,
      sections: answerSections(form.definition, row.data, form.sensitive, context.ssnCipher),
      decisions: decisions.map((d) => ({
        decision: d.decision,
        reason: d.reason,
        decidedAt: d.decided_at.toISOString(),
        by: d.username,
      })),
    };
  },
  auditDetail: (input, result) => ({
    applicationId: input.applicationId,
    referenceNumber: result.referenceNumber,
  }),
});
