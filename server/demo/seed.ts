import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { SsnCipher } from '../auth/ssn-cipher';
import type { Database } from '../db/schema';
import { demoAgents, demoAlert, demoEvents, demoPersonalUrls, demoSeo } from './demo-content';
import {
  demoAdmin,
  demoMemberPassword,
  demoMembers,
  demoMfaAdmin,
  type DemoMember,
} from './demo-members';

export const demoAccounts = {
  members: demoMembers.map((m) => m.username),
  memberPassword: demoMemberPassword,
  admin: demoAdmin,
};

/** Tables emptied by a reset, children before parents. */
const resetOrder = [
  'resume_links',
  'saved_applications',
  'download_requests',
  'shared_links',
  'contact_messages',
  'scholarship_applications',
  'event_signups',
  'events',
  'application_drafts',
  'application_copies',
  'application_submissions',
  'agents',
  'payment_tokens',
  'electronic_consents',
  'beneficiary_updates',
  'member_payments',
  'payment_methods',
  'gateway_charges',
  'sandbox_gateway_tokens',
  'votes',
  'mfa_codes',
  'login_attempts',
  'sessions',
  'reset_tokens',
  'setup_username_codes',
  'signup_requests',
  'throttle_counters',
  'login_addresses',
  'applications',
  'members',
  'admins',
  'alerts',
  'seo_entries',
  'personal_urls',
  'application_decisions',
  'site_settings',
  // Emptied, the content loads again from content/ at the next start.
  'content_items',
  'content_state',
] as const;

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Empties every table, then seeds. `npm run db:reset`. */
export async function resetDemoData(
  db: Kysely<Database>,
  cipher: SsnCipher,
  now: Date,
): Promise<void> {
  for (const table of resetOrder) await db.deleteFrom(table).execute();
  // The audit log refuses changed, deleted and truncated rows (triggers). A demo reset, run by
  // the table's owner, lifts the TRUNCATE trigger for its own transaction only.
  await db.transaction().execute(async (trx) => {
    await sql`alter table audit_log disable trigger audit_log_no_truncate`.execute(trx);
    await sql`truncate audit_log`.execute(trx);
    await sql`alter table audit_log enable trigger audit_log_no_truncate`.execute(trx);
  });
  await seedDemoData(db, cipher, now);
}

/** The demo accounts, applications, alert, SEO entries, personal URLs, agents and events. */
export async function seedDemoData(
  db: Kysely<Database>,
  cipher: SsnCipher,
  now: Date,
): Promise<void> {
  const hashes = await demoPasswordHashes();
  await db.transaction().execute((trx) => insertDemoData(trx, hashes, cipher, now));
}

/**
 * Seeds the demo data unless the database has it; true when it did. Safe when several instances
 * start together on one empty database: each checks and seeds while holding a lock of this
 * schema's seeding for its transaction, so the later ones find the data there and add none.
 */
export async function seedDemoDataOnce(
  db: Kysely<Database>,
  cipher: SsnCipher,
  now: Date,
): Promise<boolean> {
  // Most starts find the data there: no passwords hashed, no lock taken.
  if (await isSeeded(db)) return false;
  const hashes = await demoPasswordHashes();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${seedLockName}::text || current_schema()))`.execute(
      trx,
    );
    if (await isSeeded(trx)) return false;
    await insertDemoData(trx, hashes, cipher, now);
    return true;
  });
}

/** Names the advisory lock seeding holds (with the schema's name: each schema seeds on its own). */
const seedLockName = 'mba.demo-seed.';

/**
 * The members' hashes in `demoMembers` order, then the admin's. Hashed once a process: argon2 is
 * slow on purpose, and a process that seeds many databases (the tests) need not pay it again.
 */
let demoHashes: Promise<string[]> | undefined;
function demoPasswordHashes(): Promise<string[]> {
  demoHashes ??= Promise.all([
    ...demoMembers.map(() => hashPassword(demoMemberPassword)),
    hashPassword(demoAdmin.password),
  ]);
  // A failed hash is tried again by the next seed rather than kept.
  demoHashes.catch(() => {
    demoHashes = undefined;
  });
  return demoHashes;
}

async function insertDemoData(
  trx: Transaction<Database>,
  hashes: readonly string[],
  cipher: SsnCipher,
  now: Date,
): Promise<void> {
  for (const [index, demo] of demoMembers.entries()) {
    const id = randomUUID();
    await trx
      .insertInto('members')
      .values({
        id,
        username: demo.username,
        email: demo.email,
        phone: demo.phone,
        first_name: demo.firstName,
        last_name: demo.lastName,
        password_hash: hashes[index] ?? '',
        mfa_enabled: demo.mfaMethods.length > 0,
        mfa_methods: JSON.stringify(demo.mfaMethods),
        profile: JSON.stringify(demo.profile),
        ssn_cipher: cipher.encrypt(demo.ssn),
        account_status: demo.accountStatus,
        status_since: now,
        affiliation: demo.affiliation,
        mba_error: demo.mbaError,
      })
      .execute();
    const applicationIds: string[] = [];
    for (const application of demo.applications) {
      const applicationId = randomUUID();
      applicationIds.push(applicationId);
      await trx
        .insertInto('applications')
        .values({
          id: applicationId,
          member_id: id,
          policy_type: application.policyType,
          status: application.status,
          policy: JSON.stringify(application.policy),
          beneficiaries: JSON.stringify(
            application.beneficiaries ?? { primary: [], contingent: [] },
          ),
          last_passed_step: null,
        })
        .execute();
    }
    const [firstApplicationId] = applicationIds;
    if (demo.pendingBeneficiaryUpdate && firstApplicationId !== undefined) {
      await seedPendingBeneficiaryUpdate(trx, id, firstApplicationId, demo, now);
    }
  }
  await trx
    .insertInto('admins')
    .values({
      id: randomUUID(),
      username: demoAdmin.username,
      password_hash: hashes[demoMembers.length] ?? '',
    })
    .execute();
  await trx
    .insertInto('admins')
    .values({
      id: randomUUID(),
      username: demoMfaAdmin.username,
      password_hash: hashes[demoMembers.length] ?? '',
      email: demoMfaAdmin.email,
      phone: demoMfaAdmin.phone,
      mfa_methods: JSON.stringify(demoMfaAdmin.mfaMethods),
    })
    .execute();
  await trx.insertInto('alerts').values(demoAlert).execute();
  await trx.insertInto('seo_entries').values(demoSeo).execute();
  await trx.insertInto('personal_urls').values(demoPersonalUrls).execute();
  await trx.insertInto('agents').values(demoAgents).execute();
  await trx.insertInto('events').values(demoEvents(now)).execute();
}

const demoPendingForMs = 2 * 3_600_000;

/** A beneficiary update made 2 hours before the seeding: pending for 46 more hours. */
async function seedPendingBeneficiaryUpdate(
  trx: Transaction<Database>,
  memberId: string,
  applicationId: string,
  demo: DemoMember,
  now: Date,
): Promise<void> {
  const requestedAt = new Date(now.getTime() - demoPendingForMs);
  await trx
    .insertInto('beneficiary_updates')
    .values({
      id: randomUUID(),
      member_id: memberId,
      application_id: applicationId,
      beneficiaries: JSON.stringify(demo.pendingBeneficiaryUpdate),
      requested_at: requestedAt,
    })
    .execute();
  await trx
    .updateTable('members')
    .set({ bene_last_updated: requestedAt })
    .where('id', '=', memberId)
    .execute();
}
