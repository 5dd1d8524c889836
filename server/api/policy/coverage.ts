import type { BeneficiaryEntry } from '../../db/schema';
import { authenticatedMember, type MemberCredentials } from '../../auth/member-session';
import { defineAction } from '../action';
import { certificatesDue } from './certificates-due';
import { beneficiaryPendingUntil, credentialsOnlySchema, permissionsOf } from './member-standing';

interface Lists {
  primary: BeneficiaryEntry[];
  contingent: BeneficiaryEntry[];
}

/**
 * Each certificate (approved application) with its coverage, premium and beneficiaries: those of
 * the member's latest update when there is one (shown as pending for its 48 hours), else the
 * application's. With whether the member may update them now (spec §4 beneUpdate).
 */
export const coverage = defineAction({
  schema: credentialsOnlySchema,
  async handle(data: MemberCredentials, context) {
    const member = await authenticatedMember(context, data);
    const now = context.now();
    const [certificates, applications, updates] = await Promise.all([
      certificatesDue(context.db, member),
      context.db
        .selectFrom('applications')
        .select(['id', 'beneficiaries'])
        .where('member_id', '=', member.id)
        .where('status', '=', 'approved')
        .execute(),
      context.db
        .selectFrom('beneficiary_updates')
        .selectAll()
        .where('member_id', '=', member.id)
        .where('cancelled_at', 'is', null)
        .orderBy('requested_at', 'desc')
        .execute(),
    ]);
    const pendingUntil = beneficiaryPendingUntil(member, now);
    return {
      certificates: certificates.map((certificate) => {
        const update = updates.find((entry) => entry.application_id === certificate.applicationId);
        const applied = applications.find((entry) => entry.id === certificate.applicationId);
        const lists: Lists = update?.beneficiaries ??
          applied?.beneficiaries ?? { primary: [], contingent: [] };
        return {
          ...certificate,
          beneficiaries: lists,
          // The member's last update (bene_last_updated) while its 48 hours last.
          beneficiariesPending:
            pendingUntil !== undefined &&
            update?.requested_at.getTime() === member.bene_last_updated?.getTime(),
        };
      }),
      beneUpdate: permissionsOf(member, context).beneUpdate,
      beneUpdatePending: pendingUntil !== undefined,
      beneUpdatePendingUntil: pendingUntil?.toISOString() ?? null,
    };
  },
});
