import type { Kysely } from 'kysely';
import { askedAnswers, type FormData } from '../../engine';
import { applicationErrors, servedForm } from '../api/application/forms';
import {
  bankNumberFields,
  bankSection,
  cardNumberFields,
  cardSection,
} from '../api/application/payment-answers';
import type { SsnCipher } from '../auth/ssn-cipher';
import type { Database } from '../db/schema';
import { isRecord } from '../../validators';

/** A stored submission with its sensitive fields decrypted, as it was sent. */
function unsealed(data: FormData, paths: string[][], cipher: SsnCipher): FormData {
  const copy = structuredClone(data);
  for (const path of paths) {
    const field = path.at(-1) ?? '';
    let node: unknown = copy;
    for (const key of path.slice(0, -1)) node = isRecord(node) ? node[key] : undefined;
    if (isRecord(node) && typeof node[field] === 'string') {
      node[field] = cipher.decrypt(node[field]) ?? node[field];
    }
  }
  return copy;
}

/** What a tokenized payment section holds in place of its numbers (a card: when its bank approved it). */
const tokenFields: Record<string, readonly string[]> = {
  [cardSection]: ['token', 'brand', 'last4', 'checkedAt'],
  [bankSection]: ['token', 'last4'],
};
const numberFields: Record<string, readonly string[]> = {
  [cardSection]: cardNumberFields,
  [bankSection]: bankNumberFields,
};

/**
 * A token as the gateway that made it keeps it: the local vault's (`payment_tokens`) or the
 * sandbox gateway's, the server's default outside production.
 */
async function vaultedToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ last4: string; brand: string | null } | undefined> {
  const vaulted = await db
    .selectFrom('payment_tokens')
    .select(['last4', 'brand'])
    .where('token', '=', token)
    .executeTakeFirst();
  return (
    vaulted ??
    db
      .selectFrom('sandbox_gateway_tokens')
      .select(['last4', 'brand'])
      .where('token', '=', token)
      .executeTakeFirst()
  );
}

/**
 * The answers a stored submission was checked with, as far as they are kept: its payment
 * sections' numbers went to the gateway, which checked them, and only its token stays. A section
 * is as sent when its token is in the vault with the same last four digits (and brand); the
 * numbers' own errors are then not the submission's.
 */
async function paymentProblems(
  db: Kysely<Database>,
  data: FormData,
): Promise<{ answers: FormData; excused: Set<string>; problems: string[] }> {
  const answers: Record<string, unknown> = { ...data };
  const excused = new Set<string>();
  const problems: string[] = [];
  for (const [section, fields] of Object.entries(tokenFields)) {
    const stored = data[section];
    if (!isRecord(stored) || typeof stored.token !== 'string') continue;
    const vaulted = await vaultedToken(db, stored.token);
    if (vaulted === undefined || vaulted.last4 !== stored.last4) {
      problems.push(`${section} token not in the vault`);
    } else if (section === cardSection && vaulted.brand !== stored.brand) {
      problems.push(`${section} brand differs from the vault's`);
    }
    answers[section] = Object.fromEntries(
      Object.entries(stored).filter(([key]) => !fields.includes(key)),
    );
    for (const field of numberFields[section] ?? []) excused.add(`${section}.${field}`);
  }
  return { answers, excused, problems };
}

export interface InvalidRow {
  table: 'application_submissions' | 'application_drafts';
  /** The submission's idempotency key, or the draft's member and form. */
  row: string;
  /** What is wrong with it: the form's field errors, or the answers no step asked for. */
  problem: string;
}

/**
 * What the application api stored that it should have refused: every submission must pass its
 * form as sent (sensitive fields decrypted, payment numbers vouched for by their vault token); every draft must hold asked answers only, each
 * passed step valid but for the sensitive fields drafts leave out. An empty list: nothing invalid.
 */
export async function invalidStoredRows(
  db: Kysely<Database>,
  cipher: SsnCipher,
): Promise<InvalidRow[]> {
  const invalid: InvalidRow[] = [];
  const submissions = await db.selectFrom('application_submissions').selectAll().execute();
  for (const row of submissions) {
    const form = servedForm(row.app_id, row.form_id);
    const sent = unsealed(row.data as FormData, form.sensitive, cipher);
    const { answers, excused, problems } = await paymentProblems(db, sent);
    const errors = Object.fromEntries(
      Object.entries(applicationErrors(form, answers)).filter(([field]) => !excused.has(field)),
    );
    if (Object.keys(errors).length > 0 || problems.length > 0) {
      invalid.push({
        table: 'application_submissions',
        row: row.idempotency_key,
        problem: [JSON.stringify(errors), ...problems].join('; '),
      });
    }
  }
  const drafts = await db.selectFrom('application_drafts').selectAll().execute();
  for (const row of drafts) {
    const form = servedForm(row.app_id, row.form_id);
    const data = row.data as FormData;
    const name = `${row.member_id} ${row.form_id}`;
    const { unasked } = askedAnswers(form, data);
    if (unasked.length > 0) {
      invalid.push({ table: 'application_drafts', row: name, problem: `unasked ${unasked}` });
    }
    const sensitive = new Set(form.sensitive.map((path) => path.join('.')));
    for (const stepId of row.passed_steps) {
      const errors = Object.keys(form.validators.validateStep(stepId, data));
      const wrong = errors.filter((field) => !sensitive.has(field));
      if (wrong.length > 0) {
        invalid.push({
          table: 'application_drafts',
          row: name,
          problem: `passed step ${stepId} has errors in ${wrong}`,
        });
      }
    }
  }
  return invalid;
}
