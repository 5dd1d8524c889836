import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { applicationMaxAgeMs, formVersionOf, type FormDefinition } from '../../../engine';
import { newToken, tokenHash } from '../../auth/tokens';
import type { Database, SavedApplicationsTable } from '../../db/schema';
import { letters } from '../../mail/letters';
import type { ActionContext } from '../action';

export type SavedApplicationRow = Selectable<SavedApplicationsTable>;

/** Spec §4: an application is kept 30 days; a saved one, and its links, as long. */
export const savedApplicationLifeMs = applicationMaxAgeMs;

/** What is kept of an application saved to finish later. */
export interface SavedAnswers {
  email: string;
  memberId: string | null;
  definition: FormDefinition;
  data: Record<string, unknown>;
  passedSteps: string[];
  submissionKey: string | null;
}

/**
 * Keeps the answers for 30 days from now under a new id, which only the link mailed to the
 * address opens: a save never replaces another, whoever made it; answers the id.
 */
export async function storeSavedApplication(
  db: Kysely<Database>,
  saved: SavedAnswers,
  now: Date,
): Promise<string> {
  const row = {
    member_id: saved.memberId,
    app_id: saved.definition.appId,
    // The browser brings answers of an older version up to date (restoreSavedApplication).
    form_version: formVersionOf(saved.definition),
    data: JSON.stringify(saved.data),
    passed_steps: JSON.stringify(saved.passedSteps),
    last_passed_step: saved.passedSteps[saved.passedSteps.length - 1] ?? null,
    submission_key: saved.submissionKey,
    saved_at: now,
    expires_at: new Date(now.getTime() + savedApplicationLifeMs),
  };
  const stored = await db
    .insertInto('saved_applications')
    .values({ id: randomUUID(), email: saved.email, form_id: saved.definition.formId, ...row })
    .returning('id')
    .executeTakeFirstOrThrow();
  return stored.id;
}

/**
 * A new single-use link to a saved application, valid while it is kept; the links sent before
 * for it die, so only the newest e-mail opens it. Answers the token, which only the e-mail holds.
 */
export async function issueResumeLink(
  db: Kysely<Database>,
  saved: Pick<SavedApplicationRow, 'id' | 'expires_at'>,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('resume_links')
      .where('saved_application_id', '=', saved.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('resume_links')
      .values({
        token_hash: tokenHash(token),
        saved_application_id: saved.id,
        created_at: now,
        expires_at: saved.expires_at,
      })
      .execute();
  });
  return token;
}

const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeZone: 'America/New_York',
  }).format(date);

/** The page a link opens: the token in the path, as /resume/<token>/. */
export const resumeLinkOf = (context: ActionContext, token: string): string =>
  `${context.config.publicUrl}/resume/${token}/`;

/** E-mails a fresh link to a saved application. */
export async function mailResumeLink(
  context: ActionContext,
  saved: Pick<SavedApplicationRow, 'id' | 'email' | 'expires_at'>,
  title: string,
): Promise<void> {
  const token = await issueResumeLink(context.db, saved, context.now());
  await context.mailer.send(
    letters.resumeApplication(
      saved.email,
      title,
      resumeLinkOf(context, token),
      dayOf(saved.expires_at),
    ),
  );
}
