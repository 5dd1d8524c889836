import type { Kysely } from 'kysely';
import type { ElectionConfig } from '../../../validators';
import type { Database } from '../../db/schema';
import { defineAction } from '../action';

/** The election as the public site needs it for the ballot banner and notice: no nominees. */
export type PublicElection = Omit<ElectionConfig, 'candidates'>;

export interface AlertAnswer {
  readonly visible: boolean;
  readonly data: { readonly title: string | null; readonly text: string } | null;
  /**
   * The election window in force (staff's saved setting, else the configured one), carried with
   * the alert so every page's ballot banner follows what staff saved without a request of its own.
   */
  readonly election: PublicElection;
}

export function publicElection(config: ElectionConfig): PublicElection {
  const { timeZone, start, end, meeting, annualMeeting } = config;
  return { timeZone, start, end, meeting, annualMeeting };
}

/**
 * The visible alert from the database, if any, inside its dates (staff set them): the action's
 * answer, and what pages carry.
 */
export async function currentAlert(
  db: Kysely<Database>,
  election: ElectionConfig,
  now = new Date(),
): Promise<AlertAnswer> {
  const row = await db
    .selectFrom('alerts')
    .select(['title', 'text'])
    .where('visible', '=', true)
    .where((eb) => eb.or([eb('shows_from', 'is', null), eb('shows_from', '<=', now)]))
    .where((eb) => eb.or([eb('shows_until', 'is', null), eb('shows_until', '>', now)]))
    .orderBy('id')
    .executeTakeFirst();
  const shown = row === undefined ? { visible: false, data: null } : { visible: true, data: row };
  return { ...shown, election: publicElection(election) };
}

/** The top alert bar: the visible alert from the database, if any, and the election window. */
export const alert = defineAction({
  cacheable: true,
  schema: { type: 'object' },
  async handle(_data: Record<string, unknown>, context) {
    return currentAlert(context.db, await context.siteSettings.election(), context.now());
  },
});
