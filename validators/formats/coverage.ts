import { isEmpty, toNumber } from '../generic/values';
import { messages } from '../messages';
import type { Validation } from '../validation';

// Surrounding spaces are allowed, as toNumber allows them for every number a form holds.
const wholeNumberText = /^\s*\d+\s*$/;

/** Spec §5: coverage is a whole number of dollars; ranges and steps are per plan (plans/). */
export const validateCoverageInteger = (value: unknown): Validation => {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return messages.mustBeNumber;
    return Number.isSafeInteger(value) && value >= 0 ? undefined : messages.wholeNumber;
  }
  if (typeof value !== 'string') return messages.mustBeNumber;
  if (wholeNumberText.test(value)) return undefined;
  return toNumber(value) === undefined ? messages.mustBeNumber : messages.wholeNumber;
};
