import { messages } from '../messages';
import type { Validation } from '../validation';
import { isEmpty } from './values';

/**
 * Spec §5 "value not among allowed ones": a value outside the allowed list is invalid. A list
 * that is not an array (a config mistake) allows nothing rather than throwing.
 */
export const validateAllowed = (value: unknown, allowed: readonly unknown[]): Validation => {
  if (isEmpty(value)) return undefined;
  return Array.isArray(allowed) && allowed.includes(value) ? undefined : messages.invalid;
};
