import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleApplication } from './sample-application';
import { invalidStoredRows } from './stored-validity';
import { testDatabase, testSsnKey, type TestDatabase } from './test-server';
import { ssnCipher } from '../auth/ssn-cipher';

const cipher = ssnCipher(testSsnKey);
const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));

/** A stored submission, its sensitive fields encrypted as the submit action stores them. */
function submission(key: string, data: Record<string, unknown>) {
  const insured = data.insured as Record<string, unknown>;
  return {
    idempotency_key: key,
    application_id: `app-${key}`,
    reference_number: `MBA-${key}`,
    app_id: sample.appId,
    form_id: sample.formId,
    member_id: null,
    status: 'received',
    data: JSON.stringify({
      ...data,
      insured: { ...insured, ssn: cipher.encrypt(String(insured.ssn)) },
    }),
  };
}

describe('invalidStoredRows (PGlite)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase('pglite');
  });
  afterAll(async () => database?.close());

  it('passes a valid submission (its SSN decrypted) and names one the form refuses', async () => {
    const { db } = database.handle;
    await db
      .insertInto('application_submissions')
      .values(submission('valid-0001', sample.data))
      .execute();
    expect(await invalidStoredRows(db, cipher)).toEqual([]);
    const insured = sample.data.insured as Record<string, unknown>;
    const broken = { ...sample.data, insured: { ...insured, ssn: '000-00-0000' } };
    await db
      .insertInto('application_submissions')
      .values(submission('broken-0001', broken))
      .execute();
    const invalid = await invalidStoredRows(db, cipher);
    expect(invalid.map(({ table, row }) => [table, row])).toEqual([
      ['application_submissions', 'broken-0001'],
    ]);
  });
});
