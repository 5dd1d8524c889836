import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { audit } from '../../auth/audit';
import { defineAction, type ActionContext } from '../action';

/** Spec 4: electronic consent is kept for 365 days. */
export const consentLifetimeMs = 365 * 24 * 60 * 60 * 1000;

interface ConsentData extends MemberCredentials {
  /** '1' gives consent, '0' withdraws it; absent asks for the member's consent as it stands. */
  consent?: '0' | '1';
}

export interface ConsentAnswer {
  consent: 'given' | 'none';
  givenAt: string | null;
  expiresAt: string | null;
}

async function consentOf(memberId: string, context: ActionContext): Promise<ConsentAnswer> {
  const row = await context.db
    .selectFrom('electronic_consents')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const live = row !== undefined && row.withdrawn_at === null && row.expires_at > context.now();
  return live
    ? {
        consent: 'given',
        givenAt: row.given_at.toISOString(),
        expiresAt: row.expires_at.toISOString(),
      }
    : { consent: 'none', givenAt: null, expiresAt: null };
}

/**
 * The member's consent to receive documents electronically (spec 4 "Electronic consent", the
 * member's case): given for 365 days, withdrawn at any time, each change in the audit trail.
 */
export const electronicConsent = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken'],
    properties: {
      ...memberCredentialsSchema,
      consent: { type: 'string', enum: ['0', '1'] },
    },
  },
  async handle(data: ConsentData, context) {
    const member = await authenticatedMember(context, data);
    if (data.consent === undefined) return consentOf(member.id, context);
    const now = context.now();
    if (data.consent === '1') {
      const expires = new Date(now.getTime() + consentLifetimeMs);
      await context.db
        .insertInto('electronic_consents')
        .values({ member_id: member.id, given_at: now, expires_at: expires, withdrawn_at: null })
        .onConflict((oc) =>
          oc
            .column('member_id')
            .doUpdateSet({ given_at: now, expires_at: expires, withdrawn_at: null }),
        )
        .execute();
    } else {
      await context.db
        .updateTable('electronic_consents')
        .set({ withdrawn_at: now })
        .where('member_id', '=', member.id)
        .where('withdrawn_at', 'is', null)
        .execute();
    }
    await audit(context.db, {
      memberId: member.id,
      action:
        data.consent === '1'
          ? 'member.electronicConsent.given'
          : 'member.electronicConsent.withdrawn',
      detail: {},
      at: now,
    });
    return consentOf(member.id, context);
  },
});
