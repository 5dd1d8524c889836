import { sql, type Kysely } from 'kysely';

/** Scholarship applications; one per e-mail address and application period. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scholarship_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('member_number', 'text')
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('field_of_study', 'text', (c) => c.notNull())
    .addColumn('essay', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('scholarship_applications_one_per_period', ['period_start', 'email'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scholarship_applications').execute();
}
