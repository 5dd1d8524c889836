import type { Kysely } from 'kysely';
import type { ElectionConfig, ScholarshipConfig } from '../../validators';
import type { Database } from '../db/schema';
import { cachedRead } from '../static-files/cached-read';

/** Settings staff change from the console, by key in site_settings. */
export const settingKeys = { election: 'election', scholarship: 'scholarship' } as const;

/**
 * The election and scholarship windows in force: staff's saved settings, else the configured
 * ones (spec §9, ELECTION_START/END, SCHOLARSHIP_START/END). Read at most every 10 s by each instance, like the alert
 * and SEO entries on pages, so a change reaches every instance within that time.
 */
export interface SiteSettings {
  election(): Promise<ElectionConfig>;
  scholarship(): Promise<ScholarshipConfig>;
}

async function saved(db: Kysely<Database>): Promise<Map<string, Record<string, unknown>>> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export function siteSettings(
  db: Kysely<Database>,
  configured: { election: ElectionConfig; scholarship: ScholarshipConfig },
  now: () => Date,
): SiteSettings {
  const read = cachedRead(
    () => saved(db),
    () => now().getTime(),
  );
  return {
    async election() {
      const value = (await read()).get(settingKeys.election);
      return value ? (value as unknown as ElectionConfig) : configured.election;
    },
    async scholarship() {
      const value = (await read()).get(settingKeys.scholarship);
      return value ? (value as unknown as ScholarshipConfig) : configured.scholarship;
    },
  };
}

/** Saves one setting (the reader of every instance sees it at its next read). */
export async function saveSetting(
  db: Kysely<Database>,
  key: string,
  value: object,
  now: Date,
): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key, value: JSON.stringify(value), updated_at: now })
    .onConflict((c) =>
      c.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }),
    )
    .execute();
}
