import { sql, type Kysely } from 'kysely';

/**
 * One account per e-mail address, whatever its letter case: concurrent sign-ups had created
 * several accounts with one address. Where that happened the oldest account (then the smallest
 * id) keeps the address; each other one gets `duplicate-<its id>@duplicate.invalid` (a domain
 * that can never receive mail), and the audit log keeps the address it had, so staff can reach
 * its owner. Usernames holding an @ are cleared the same way: logging in takes such a name for
 * an e-mail address, so it could open another account. Their owners log in with their own
 * e-mail address and may choose a new username through "Set up your username". The database
 * then refuses a username with an @ too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ranked = sql`(select id, email,
      first_value(id) over (partition by lower(email) order by created_at, id) as kept_id,
      row_number() over (partition by lower(email) order by created_at, id) as rank
    from members) as ranked`;
  await sql`insert into audit_log (admin_id, action, detail, at)
    select null, 'member.duplicateEmailRenamed',
      jsonb_build_object('memberId', id, 'email', email, 'keptMemberId', kept_id), now()
    from ${ranked} where rank > 1 order by kept_id, rank`.execute(db);
  await sql`update members set email = 'duplicate-' || members.id || '@duplicate.invalid'
    from ${ranked} where ranked.id = members.id and ranked.rank > 1`.execute(db);

  await sql`insert into audit_log (admin_id, action, detail, at)
    select null, 'member.usernameWithAtCleared',
      jsonb_build_object('memberId', id, 'username', username), now()
    from members where username like '%@%' order by id`.execute(db);
  await sql`update members set username = null where username like '%@%'`.execute(db);
  await sql`alter table members add constraint members_username_no_at
    check (username not like '%@%')`.execute(db);

  await sql`drop index members_email_idx`.execute(db);
  await sql`create unique index members_email_key on members (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members drop constraint members_username_no_at`.execute(db);
  await sql`drop index members_email_key`.execute(db);
  await sql`create index members_email_idx on members (lower(email))`.execute(db);
}
