import levelTerm1020 from './data/level-term-10-20.json';
import levelTermI from './data/level-term-i.json';
import levelTermII from './data/level-term-ii.json';
import term90 from './data/term-90.json';
import term90Plus from './data/term-90-plus.json';
import nexgenAdult from './data/nexgen-adult.json';
import nexgenDependent from './data/nexgen-dependent.json';
import nationalGuard from './data/national-guard.json';
import { parseRateSheet } from './parse-rate-sheet';
import type { RateSheet } from './rate-sheet';
import type { RateSheetId } from './rate-sheet-ids';

function load(id: RateSheetId, raw: unknown): RateSheet {
  const sheet = parseRateSheet(raw);
  if (sheet.id !== id) throw new Error(`rate data file ${id}.json holds sheet ${sheet.id}`);
  return sheet;
}

/** Every rate sheet, read from the committed data files in plans/rates/data/. */
export const rateSheets: Readonly<Record<RateSheetId, RateSheet>> = {
  'level-term-10-20': load('level-term-10-20', levelTerm1020),
  'level-term-i': load('level-term-i', levelTermI),
  'level-term-ii': load('level-term-ii', levelTermII),
  'term-90': load('term-90', term90),
  'term-90-plus': load('term-90-plus', term90Plus),
  'nexgen-adult': load('nexgen-adult', nexgenAdult),
  'nexgen-dependent': load('nexgen-dependent', nexgenDependent),
  'national-guard': load('national-guard', nationalGuard),
};
