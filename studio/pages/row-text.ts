import type { Coverage } from '../../plans';
import type { CatalogueRow } from '../catalogue/catalogue-rows';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export function agesText(row: CatalogueRow): string {
  if (row.ages.length === 0) return 'none';
  return row.ages
    .map(({ term, limits }) =>
      term === 'any'
        ? `${limits.min}–${limits.max}`
        : `${term}-year term: ${limits.min}–${limits.max}`,
    )
    .join('; ');
}

export function coverageText(coverage: Coverage | undefined): string {
  if (!coverage) return 'none';
  if ('amounts' in coverage) return coverage.amounts.map(dollars).join(', ');
  return `${dollars(coverage.min)}–${dollars(coverage.max)} by ${dollars(coverage.step)}`;
}

export function statesText(row: CatalogueRow): string {
  const only = row.availableStates ? `only ${row.availableStates.join(', ')}` : '';
  const not = row.statesNotAvailable.length > 0 ? `not ${row.statesNotAvailable.join(', ')}` : '';
  return [only, not].filter(Boolean).join('; ') || 'every state';
}

/** The settings of a row as labelled text, in the table's order: what compare sets side by side. */
export function rowFacts(row: CatalogueRow): [string, string][] {
  const list = (codes: string[]) => (codes.length > 0 ? codes.join(', ') : 'any');
  return [
    ['Plan', `${row.planName} (${row.planId})`],
    ['Variant', `${row.variantName} (${row.variantId})`],
    ['Insured', row.insured],
    ['Sold online', row.soldOnline ? 'yes' : 'no'],
    ['Ages', agesText(row)],
    ['Coverage', coverageText(row.coverage)],
    ['States', statesText(row)],
    ['Payment methods', list(row.paymentMethods)],
    ['Member statuses', list(row.memberStatuses)],
    ['Duty statuses', list(row.dutyStatuses)],
    ['Branches', list(row.branches)],
    ['Certificates', row.certificates ?? 'none'],
    ['Form', row.formId ?? 'none'],
    ['Route', row.route ?? 'none'],
  ];
}
