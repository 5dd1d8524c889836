import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRateTables } from './rate-tables';

// The committed data is what the code reads; it must stay what the committed curve generates.
describe('rate data files', () => {
  it.each(buildRateTables().map((sheet) => [sheet.id, sheet] as const))(
    'plans/rates/data/%s.json is the generated curve',
    (id, sheet) => {
      const file = new URL(`../../plans/rates/data/${id}.json`, import.meta.url);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(sheet);
    },
  );
});
