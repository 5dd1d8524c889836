import { messages } from '../messages';
import type { Validation } from '../validation';

/** Missing, null, blank text and an empty list all count as not filled in. */
export const validateRequired = (value: unknown): Validation => {
  if (value === undefined || value === null) return messages.required;
  if (typeof value === 'string' && value.trim() === '') return messages.required;
  if (Array.isArray(value) && value.length === 0) return messages.required;
  return undefined;
};
