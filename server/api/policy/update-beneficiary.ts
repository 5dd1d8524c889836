import { randomUUID } from 'node:crypto';
import { beneficiaryUpdatePendingHours, messages } from '../../../validators';
import { audit } from '../../auth/audit';
import { assertPasswordConfirms } from '../../auth/current-password';
import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { ApiError, fieldErrors } from '../../http/api-error';
import { defineAction } from '../action';
import { beneficiaryErrors, type BeneficiaryLists } from './beneficiary-form';
import { certificatesDue } from './certificates-due';
import { beneficiaryPendingUntil, permissionsOf } from './member-standing';
import { policyLetters } from './policy-letters';

export const beneficiariesUpdatedMessage =
  'We received your beneficiary update. It is being processed for 48 hours.';
export const beneficiaryUpdateNotAllowedMessage =
  'Beneficiaries can be updated online only while your coverage is in force and your account needs no attention. Please call Member Services.';

export function beneficiaryPendingError(until: Date): ApiError {
  return new ApiError(
    409,
    `Your last beneficiary update is being processed until ${until.toUTCString()}. You can update them again after that.`,
    undefined,
    { pendingUntil: until.toISOString() },
  );
}

const entrySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 240 },
    relationship: { type: 'string', maxLength: 240 },
    sharePercent: { type: 'string', maxLength: 10 },
  },
} as const;

interface UpdateBeneficiaryData extends MemberCredentials {
  applicationId: string;
  beneficiaries: BeneficiaryLists;
  /** The member's password, confirming the change (a session alone does not). */
  currentPassword?: string;
}

/** The member's current password, confirming a change of beneficiaries or payment method. */
export const currentPasswordSchema = {
  currentPassword: { type: 'string', maxLength: 200 },
} as const;

/**
 * Names new beneficiaries for one approved certificate (spec §4: beneUpdate, then 48 hours
 * pending), confirmed with the member's password; the member can cancel it while it is pending. The lists are checked with the applications' own beneficiaries step; the 48 hours
 * are claimed in one conditional update, so of two racing updates one is refused as pending.
 */
export const updateBeneficiary = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken', 'applicationId', 'beneficiaries'],
    properties: {
      ...memberCredentialsSchema,
      applicationId: { type: 'string', minLength: 1, maxLength: 100 },
      ...currentPasswordSchema,
      // The step's own schema checks the lists (beneficiaryErrors); this only bounds them.
      beneficiaries: {
        type: 'object',
        properties: {
          primary: { type: 'array', maxItems: 20, items: entrySchema },
          contingent: { type: 'array', maxItems: 20, items: entrySchema },
        },
      },
    },
  },
  async handle(data: UpdateBeneficiaryData, context) {
    const member = await authenticatedMember(context, data);
    const now = context.now();
    const pending = beneficiaryPendingUntil(member, now);
    if (pending !== undefined) throw beneficiaryPendingError(pending);
    if (!permissionsOf(member, context).beneUpdate) {
      throw new ApiError(403, beneficiaryUpdateNotAllowedMessage);
    }
    const certificate = (await certificatesDue(context.db, member)).find(
      (entry) => entry.applicationId === data.applicationId,
    );
    if (certificate === undefined) throw fieldErrors({ applicationId: messages.invalid });
    const errors = await beneficiaryErrors(data.beneficiaries);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    await assertPasswordConfirms(context, member, data.currentPassword);
    const lists = {
      primary: data.beneficiaries.primary,
      contingent: data.beneficiaries.contingent ?? [],
    };
    const windowStart = new Date(now.getTime() - beneficiaryUpdatePendingHours * 3_600_000);
    const claimed = await context.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('members')
        .set({ bene_last_updated: now })
        .where('id', '=', member.id)
        .where((eb) =>
          eb.or([eb('bene_last_updated', 'is', null), eb('bene_last_updated', '<=', windowStart)]),
        )
        .returning('id')
        .executeTakeFirst();
      if (row === undefined) return false;
      const id = randomUUID();
      await trx
        .insertInto('beneficiary_updates')
        .values({
          id,
          member_id: member.id,
          application_id: certificate.applicationId,
          beneficiaries: JSON.stringify(lists),
          requested_at: now,
        })
        .execute();
      await audit(trx, {
        memberId: member.id,
        action: 'member.updateBeneficiary',
        detail: { applicationId: certificate.applicationId, updateId: id },
        at: now,
      });
      return true;
    });
    const until = new Date(now.getTime() + beneficiaryUpdatePendingHours * 3_600_000);
    if (!claimed) throw beneficiaryPendingError(until);
    const letter = policyLetters.beneficiariesChanged(member.email, certificate.planName, until);
    context.afterAnswer.run(() => context.mailer.send(letter), context.log);
    return {
      message: beneficiariesUpdatedMessage,
      applicationId: certificate.applicationId,
      beneficiaries: lists,
      beneUpdatePendingUntil: until.toISOString(),
    };
  },
});
