import { messages } from '../../../validators';
import { authenticatedMember, memberCredentialsSchema } from '../../auth/member-session';
import { ApiError } from '../../http/api-error';
import { certificateFileName, certificatePdf } from '../../policies/certificate-pdf';
import { defineAction } from '../action';
import { certificatesDue } from './certificates-due';

interface CertificateQuery {
  memberId: string;
  memberToken: string;
  applicationId: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The PDF certificate of coverage of one of the member's approved applications: its schedule
 * (who is insured, the amount, the premium and method, the start date, the beneficiaries as they
 * stand) and the names of the certificate documents of the member's state that hold its terms.
 * Only the member's own: any other application is not found.
 */
export const certificateOfCoverage = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken', 'applicationId'],
    properties: {
      ...memberCredentialsSchema,
      applicationId: { type: 'string', minLength: 1, maxLength: 100 },
    },
  },
  async handle(input: CertificateQuery, context) {
    const member = await authenticatedMember(context, input);
    const certificate = (await certificatesDue(context.db, member)).find(
      (entry) => entry.applicationId === input.applicationId,
    );
    if (certificate === undefined) throw new ApiError(404, messages.nothingFound);
    const [application, update] = await Promise.all([
      context.db
        .selectFrom('applications')
        .select(['policy', 'beneficiaries'])
        .where('id', '=', input.applicationId)
        .executeTakeFirstOrThrow(),
      context.db
        .selectFrom('beneficiary_updates')
        .select('beneficiaries')
        .where('application_id', '=', input.applicationId)
        .where('member_id', '=', member.id)
        .where('cancelled_at', 'is', null)
        .orderBy('requested_at', 'desc')
        .executeTakeFirst(),
    ]);
    // The plans load on the first call, not with the server: most requests never need them.
    const { certificateProductFor, certificatesFor } = await import('../../../plans');
    const product = certificateProductFor(certificate.policyType);
    const policy = application.policy;
    const documents = product
      ? certificatesFor({
          product: product.id,
          state: member.profile.mailing?.state ?? null,
          term: text(policy.term),
          schedule: text(policy.schedule),
          policyType: text(policy.code),
          type: text(policy.type),
        }).map((document) => document.label)
      : [];
    const pdf = await certificatePdf({
      certificate,
      memberName: `${member.first_name} ${member.last_name}`,
      memberId: member.profile.memberId ?? '',
      beneficiaries: update?.beneficiaries ?? application.beneficiaries,
      documents,
      issuedAt: context.now(),
    });
    return {
      fileName: certificateFileName(certificate),
      contentType: 'application/pdf',
      pdf: Buffer.from(pdf).toString('base64'),
    };
  },
});
