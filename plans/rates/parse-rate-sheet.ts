import { isRateSheetId } from './rate-sheet-ids';
import { isSex, isTier, isTobaccoSheet } from './rate-keys';
import type { RateEntry, RateSheet } from './rate-sheet';
import { isRecord } from '../../validators';

// The data files are the source of the rates: a malformed file must fail loudly when loaded
// (and so in the unit tests), never yield a wrong premium.

const columnNames = [
  'tier',
  'sex',
  'term',
  'tobacco',
  'age',
  'minCoverage',
  'maxCoverage',
  'monthlyCost',
  'scheduleCode',
] as const;
type Column = (typeof columnNames)[number];
const requiredColumns: readonly Column[] = ['age', 'minCoverage', 'maxCoverage', 'monthlyCost'];

function isColumn(value: unknown): value is Column {
  return typeof value === 'string' && (columnNames as readonly string[]).includes(value);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isCents(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

function text(raw: Record<string, unknown>, key: string, where: string): string {
  const value = raw[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${where}: "${key}" must be a non-empty string`);
  }
  return value;
}

function cell(entry: RateEntry, column: Column, value: unknown, where: string): void {
  const fail = (expected: string): never => {
    throw new Error(
      `${where}: column "${column}" must be ${expected}, got ${JSON.stringify(value)}`,
    );
  };
  switch (column) {
    case 'tier':
      entry.tier = isTier(value) ? value : fail('a tier');
      return;
    case 'sex':
      entry.sex = isSex(value) ? value : fail('M or F');
      return;
    case 'term':
      entry.term = value === 10 || value === 20 ? value : fail('10 or 20');
      return;
    case 'tobacco':
      entry.tobacco = isTobaccoSheet(value) ? value === 'tobacco' : fail('tobacco or no-tobacco');
      return;
    case 'scheduleCode':
      entry.scheduleCode = typeof value === 'string' && /^H\d\d$/.test(value) ? value : fail('Hnn');
      return;
    case 'monthlyCost':
      entry.monthlyCost = isCents(value) ? value : fail('a positive amount in cents');
      return;
    case 'age':
      // A dependent child is priced from birth (National Guard children's coverage).
      entry.age = isPositiveInteger(value) || value === 0 ? value : fail('a whole age from 0');
      return;
    default:
      entry[column] = isPositiveInteger(value) ? value : fail('a positive integer');
  }
}

/** Turns a rate data file (metadata, `columns`, `rows`) into a typed sheet, or throws. */
export function parseRateSheet(raw: unknown): RateSheet {
  if (!isRecord(raw)) throw new Error('rate sheet: not an object');
  const id = raw.id;
  if (!isRateSheetId(id)) throw new Error(`rate sheet: unknown id ${JSON.stringify(id)}`);
  const columns = raw.columns;
  if (
    !Array.isArray(columns) ||
    !columns.every(isColumn) ||
    new Set(columns).size < columns.length
  ) {
    throw new Error(`rate sheet ${id}: "columns" must list distinct known column names`);
  }
  const missing = requiredColumns.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    throw new Error(`rate sheet ${id}: missing columns ${missing.join(', ')}`);
  const rows = raw.rows;
  if (!Array.isArray(rows) || rows.length === 0) throw new Error(`rate sheet ${id}: no rows`);
  const coveragePerRateUnit = raw.coveragePerRateUnit;
  const coverageStep = raw.coverageStep;
  if (!isPositiveInteger(coveragePerRateUnit) || !isPositiveInteger(coverageStep)) {
    throw new Error(
      `rate sheet ${id}: coveragePerRateUnit and coverageStep must be positive integers`,
    );
  }

  const entries = rows.map((row: unknown, index) => {
    const where = `rate sheet ${id}, row ${index + 1}`;
    if (!Array.isArray(row) || row.length !== columns.length) {
      throw new Error(`${where}: expected ${columns.length} cells`);
    }
    const entry: RateEntry = { age: 0, minCoverage: 0, maxCoverage: 0, monthlyCost: 0 };
    columns.forEach((column, i) => cell(entry, column, row[i], where));
    if (entry.minCoverage > entry.maxCoverage)
      throw new Error(`${where}: minCoverage > maxCoverage`);
    return entry;
  });

  return {
    id,
    name: text(raw, 'name', `rate sheet ${id}`),
    illustrative: text(raw, 'illustrative', `rate sheet ${id}`),
    monthlyCostUnit: text(raw, 'monthlyCostUnit', `rate sheet ${id}`),
    coveragePerRateUnit,
    coverageStep,
    dimensions: {
      tier: columns.includes('tier'),
      sex: columns.includes('sex'),
      term: columns.includes('term'),
      tobacco: columns.includes('tobacco'),
    },
    entries,
  };
}
