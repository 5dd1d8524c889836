// Every curve (combination of keys besides age) a sheet holds, e.g. to list or check a whole table.
import { sexes, terms, tiers } from './rate-keys';
import type { RateKey } from './rate-lookup';
import type { RateSheet } from './rate-sheet';

export function curveKeys(sheet: RateSheet): RateKey[] {
  const d = sheet.dimensions;
  const keys: RateKey[] = [];
  for (const tier of d.tier ? tiers : [undefined])
    for (const sex of d.sex ? sexes : [undefined])
      for (const term of d.term ? terms : [undefined])
        for (const tobacco of d.tobacco ? [false, true] : [undefined])
          keys.push({ tier, sex, term, tobacco });
  return keys;
}
