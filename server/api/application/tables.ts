import { sql, type Kysely } from 'kysely';
import type { JSONColumnType } from 'kysely';
import type { Database } from '../../db/schema';

export interface ApplicationDraftsTable {
  member_id: string;
  app_id: string;
  form_id: string;
  /** Answers with sensitive fields encrypted (the SSN cipher). */
  data: JSONColumnType<Record<string, unknown>>;
  passed_steps: JSONColumnType<string[]>;
  last_passed_step: string | null;
  updated_at: Date;
}

export interface ApplicationSubmissionsTable {
  idempotency_key: string;
  application_id: string;
  reference_number: string;
  app_id: string;
  form_id: string;
  member_id: string | null;
  status: string;
  data: JSONColumnType<Record<string, unknown>>;
  created_at: Date;
}

export type ApplicationDatabase = Database & {
  application_drafts: ApplicationDraftsTable;
  application_submissions: ApplicationSubmissionsTable;
};

const ready = new WeakMap<object, Promise<void>>();

/**
 * The form engine's tables: members' drafts (resumed on another device) and every submission
 * by its idempotency key. Created on first use, beside the server's own migrations.
 */
export function applicationTables(db: Kysely<Database>): Promise<Kysely<ApplicationDatabase>> {
  const extended = db.withTables<{
    application_drafts: ApplicationDraftsTable;
    application_submissions: ApplicationSubmissionsTable;
  }>();
  let created = ready.get(db);
  if (!created) {
    created = (async () => {
      await extended.schema
        .createTable('application_drafts')
        .ifNotExists()
        .addColumn('member_id', 'text', (c) =>
          c.notNull().references('members.id').onDelete('cascade'),
        )
        .addColumn('app_id', 'text', (c) => c.notNull())
        .addColumn('form_id', 'text', (c) => c.notNull())
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addColumn('passed_steps', 'jsonb', (c) => c.notNull())
        .addColumn('last_passed_step', 'text')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('application_drafts_pk', ['member_id', 'app_id', 'form_id'])
        .execute();
      await extended.schema
        .createTable('application_submissions')
        .ifNotExists()
        .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
        .addColumn('application_id', 'text', (c) => c.notNull().unique())
        .addColumn('reference_number', 'text', (c) => c.notNull().unique())
        .addColumn('app_id', 'text', (c) => c.notNull())
        .addColumn('form_id', 'text', (c) => c.notNull())
        .addColumn('member_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    })();
    ready.set(db, created);
  }
  return created.then(() => extended);
}
