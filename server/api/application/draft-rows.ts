import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A member's draft of one form, as its row is keyed. */
export interface DraftKey {
  memberId: string;
  appId: string;
  formId: string;
}

/** Whether an application was received under this submission key. */
export async function isSubmitted(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('application_submissions')
    .select('idempotency_key')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets a member's draft of a form (inside a transaction too: a Transaction is a Kysely). */
export async function deleteDraft(db: Kysely<Database>, key: DraftKey): Promise<void> {
  await db
    .deleteFrom('application_drafts')
    .where('member_id', '=', key.memberId)
    .where('app_id', '=', key.appId)
    .where('form_id', '=', key.formId)
    .execute();
}
