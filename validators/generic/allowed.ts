import { messages } from '../messages';
import type { Validation } from '../validation';
import { isEmpty } from './values';

/** Spec §5 "value not among allowed ones": a value outside the allowed list is invalid. */
export const validateAllowed = (value: unknown, allowed: readonly unknown[]): Validation => {
  if (isEmpty(value)) return undefined;
  return allowed.includes(value) ? undefined : messages.invalid;
};
