import { memberPermissions } from '../../../validators';
import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { memberAccount } from '../../members/member-account';
import { applicationsOf } from '../../members/user-data';
import { hasVoted } from '../../members/votes';
import { defineAction } from '../action';

export interface CertificateGroup {
  /** The approved application the documents are for; null for the National Guard certificate. */
  applicationId: string | null;
  product: string;
  documents: { key: string; label: string; link: string; kind: string }[];
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The certificate and rider documents of the member's approved applications for the state of
 * their mailing address (plans' certificatesFor selection, spec 5 and 9), and the National Guard
 * certificate when the member's permissions allow it (spec 6).
 */
export const memberCertificates = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken'],
    properties: { ...memberCredentialsSchema },
  },
  async handle(data: MemberCredentials, context) {
    const member = await authenticatedMember(context, data);
    // The plans load on the first call, not with the server: most requests never need them.
    const { certificateProductFor, certificatesFor } = await import('../../../plans');
    const state = member.profile.mailing?.state ?? null;
    const [applications, voted] = await Promise.all([
      applicationsOf(context.db, member.id),
      hasVoted(context.db, member.id, context.config.election),
    ]);
    const groups: CertificateGroup[] = [];
    for (const application of applications.filter((row) => row.status === 'approved')) {
      const product = certificateProductFor(application.policy_type);
      if (!product) continue;
      const policy = application.policy;
      const documents = certificatesFor({
        product: product.id,
        state,
        term: text(policy.term),
        schedule: text(policy.schedule),
        policyType: text(policy.code),
        type: text(policy.type),
      });
      groups.push({ applicationId: application.id, product: product.name, documents });
    }
    const permissions = memberPermissions(
      memberAccount(member, voted),
      context.now(),
      context.config.election,
    );
    const guard = certificateProductFor('national-guard');
    if (permissions.nationalGuardCert && guard && !groups.some((g) => g.product === guard.name)) {
      groups.push({
        applicationId: null,
        product: guard.name,
        documents: certificatesFor({ product: guard.id, state }),
      });
    }
    return {
      state,
      groups: groups.map((group) => ({
        ...group,
        documents: group.documents.map(({ key, label, link, kind }) => ({
          key,
          label,
          link,
          kind,
        })),
      })),
    };
  },
});
