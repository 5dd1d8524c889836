import { isStateCode } from '../../validators';
import type { CatalogueRow } from './catalogue-rows';

/** What the catalogue table is asked: who may buy what, where. Empty fields ask nothing. */
export interface CatalogueQuestion {
  /** A state or territory code ('TX'): variants sold there. */
  state?: string;
  /** An age in years: variants with a term (or no term) open at that age. */
  age?: number;
  /** A duty status code ('2'): variants that list it, or list none. */
  dutyStatus?: string;
}

// As plans/ reads it: a code outside the state and territory list is sold nowhere.
function soldIn(row: CatalogueRow, state: string): boolean {
  if (!isStateCode(state)) return false;
  if (row.availableStates && !row.availableStates.includes(state)) return false;
  return !row.statesNotAvailable.includes(state);
}

function openAt(row: CatalogueRow, age: number): boolean {
  return row.ages.some(({ limits }) => age >= limits.min && age <= limits.max);
}

/**
 * The rows that answer the question. A variant whose catalogue entry lists no duty statuses
 * takes any the form writes (forms/plans-rules.ts), so it answers every duty status.
 */
export function filterCatalogue(
  rows: readonly CatalogueRow[],
  question: CatalogueQuestion,
): CatalogueRow[] {
  const state = question.state?.trim().toUpperCase();
  return rows.filter(
    (row) =>
      (!state || soldIn(row, state)) &&
      (question.age === undefined || openAt(row, question.age)) &&
      (!question.dutyStatus ||
        row.dutyStatuses.length === 0 ||
        row.dutyStatuses.includes(question.dutyStatus)),
  );
}

/** The question read from a query string; anything unreadable asks nothing. */
export function questionOf(query: Record<string, unknown>): CatalogueQuestion {
  const text = (key: string) => {
    const value = query[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const age = Number(text('age'));
  const question: CatalogueQuestion = {};
  const state = text('state');
  const dutyStatus = text('dutyStatus');
  if (state) question.state = state.toUpperCase();
  if (text('age') !== undefined && Number.isInteger(age)) question.age = age;
  if (dutyStatus) question.dutyStatus = dutyStatus;
  return question;
}
