import { authenticatedMember, type MemberCredentials } from '../../auth/member-session';
import { defineAction } from '../action';
import { credentialsOnlySchema } from './member-standing';

/** The member's payments made online, newest first, declined ones too (without a receipt). */
export const paymentHistory = defineAction({
  schema: credentialsOnlySchema,
  async handle(data: MemberCredentials, context) {
    const member = await authenticatedMember(context, data);
    const rows = await context.db
      .selectFrom('member_payments')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('status', 'in', ['succeeded', 'declined'])
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute();
    return {
      payments: rows.map((row) => ({
        id: row.id,
        paidAt: row.created_at.toISOString(),
        applicationId: row.application_id,
        certificateNumber: row.certificate_number,
        policyType: row.policy_type,
        frequency: row.frequency,
        amount: row.amount_cents / 100,
        status: row.status,
        receiptId: row.receipt_id,
        method: {
          kind: row.method_kind,
          brand: row.brand,
          bankName: row.bank_name,
          last4: row.last4,
        },
      })),
    };
  },
});
