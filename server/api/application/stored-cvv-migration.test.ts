import { randomBytes, randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../../../engine';
import { dropSchema, openDatabase } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { migrations } from '../../db/migrations';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { serverStartTimeoutMs } from '../../testing/suite-server';
import { databaseTargets, startTestServer, type DatabaseTarget } from '../../testing/test-server';
import { servedForm } from './forms';
import { sealSensitive } from './sealed-data';

const byCard = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const { appId, formId } = byCard;
const card = byCard.data.card as FormData & { number: string; cvv: string };
const beforeVault = '2026-11-24-01-draft-submission-key';

async function databaseBeforeTheVault(target: DatabaseTarget) {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const handle =
    target === 'pglite' ? await openDatabase() : await openDatabase({ url, schema, poolSize: 5 });
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    handle.db,
  );
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: current.rows[0]?.schema ?? 'public',
  });
  const { error } = await migrator.migrateTo(beforeVault);
  if (error !== undefined) throw error;
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      if (target === 'postgres') await dropSchema(url, schema);
    },
  };
}

describe.each(databaseTargets())('CVVs stored before the payment vault, on %s', (target) => {
  it(
    'are removed by the migration, and the application is still recognised',
    async () => {
      const database = await databaseBeforeTheVault(target);
      const server = await startTestServer(target, { db: database.db, seed: false });
      try {
        // An application received before the vault: its card number and CVV sealed in its answers.
        const key = 'sealed-the-old-way-0001';
        const applicationId = randomUUID();
        const form = servedForm(appId, formId);
        await database.db
          .insertInto('application_submissions')
          .values({
            idempotency_key: key,
            application_id: applicationId,
            reference_number: 'MBA-OLDWAY0001',
            app_id: appId,
            form_id: formId,
            member_id: null,
            status: 'received',
            data: JSON.stringify(sealSensitive(byCard.data, form.sensitive, server.cipher)),
            created_at: new Date(),
          })
          .execute();
        const sealedCvv = await sql<{ cvv: string | null }>`select data #>> '{card,cvv}' as cvv
        from application_submissions where idempotency_key = ${key}`.execute(database.db);
        expect(server.cipher.decrypt(sealedCvv.rows[0]?.cvv ?? '')).toBe(card.cvv);

        await migrateToLatest(database.db);

        const row = await database.db
          .selectFrom('application_submissions')
          .selectAll()
          .where('idempotency_key', '=', key)
          .executeTakeFirstOrThrow();
        const storedCard = row.data.card as FormData;
        expect(storedCard).not.toHaveProperty('cvv');
        expect(
          Object.values(storedCard).map((v) => server.cipher.decrypt(String(v))),
        ).not.toContain(card.cvv);
        // Everything else as it was: the card number still sealed with the SSN key.
        expect(server.cipher.decrypt(String(storedCard.number))).toBe(card.number);
        const insured = row.data.insured as FormData;
        const sent = byCard.data.insured as FormData;
        expect(server.cipher.decrypt(String(insured.ssn))).toBe(sent.ssn);
        expect(insured.firstName).toBe(sent.firstName);
        expect(row.answers_fingerprint).toBeNull();

        const submit = (data: FormData) =>
          server.call('application', 'submit', {
            appId,
            formId,
            data,
            idempotencyKey: key,
            ...signatureFor(formId, data),
          });
        const again = await submit(byCard.data);
        expect(again.status).toBe(200);
        expect(again.body.applicationId).toBe(applicationId);
        const changed = await submit({
          ...byCard.data,
          card: { ...card, number: '4012888888881881' },
        });
        expect(changed.status).toBe(409);
      } finally {
        await server.close();
        await database.close();
      }
      // A database built migration by migration, then a server started on it.
    },
    serverStartTimeoutMs,
  );
});
