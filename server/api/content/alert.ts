import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { defineAction } from '../action';

export interface AlertAnswer {
  readonly visible: boolean;
  readonly data: { readonly title: string | null; readonly text: string } | null;
}

/**
 * The visible alert from the database, if any, inside its dates (staff set them): the action's
 * answer, and what pages carry.
 */
export async function currentAlert(db: Kysely<Database>, now = new Date()): Promise<AlertAnswer> {
  const row = await db
    .selectFrom('alerts')
    .select(['title', 'text'])
    .where('visible', '=', true)
    .where((eb) => eb.or([eb('shows_from', 'is', null), eb('shows_from', '<=', now)]))
    .where((eb) => eb.or([eb('shows_until', 'is', null), eb('shows_until', '>', now)]))
    .orderBy('id')
    .executeTakeFirst();
  return row === undefined ? { visible: false, data: null } : { visible: true, data: row };
}

/** The top alert bar: the visible alert from the database, if any. */
export const alert = defineAction({
  cacheable: true,
  schema: { type: 'object' },
  async handle(_data: Record<string, unknown>, context) {
    return currentAlert(context.db, context.now());
  },
});
