// Writes the rate data files plans/rates/data/*.json from the curve in rate-tables.ts:
// `npx tsx scripts/cli/generate-rate-tables.ts`. The committed JSON is what the code reads; run
// this only to change the curve, then review the diff.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { buildRateTables } from './rate-tables';

const dataDir = fileURLToPath(new URL('../../plans/rates/data/', import.meta.url));
for (const sheet of buildRateTables()) {
  const file = `${dataDir}${sheet.id}.json`;
  writeFileSync(file, await format(JSON.stringify(sheet), { parser: 'json', printWidth: 100 }));
  console.log(`${file}: ${sheet.rows.length} rows`);
}
