import { isEmpty } from '../generic/values';
import { messages } from '../messages';
import type { Validation } from '../validation';

/**
 * Runs a check on a non-empty string; empty values pass (required is a separate rule) and
 * anything that is not a string gets the must-be-a-string message.
 */
export const onText =
  (check: (text: string) => Validation) =>
  (value: unknown): Validation => {
    if (isEmpty(value)) return undefined;
    if (typeof value !== 'string') return messages.mustBeString;
    return check(value);
  };

export const digitsOnly = /^\d+$/;
