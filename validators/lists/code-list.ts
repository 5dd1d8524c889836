import { isEmpty } from '../generic/values';
import { messages } from '../messages';
import type { Validation } from '../validation';

/**
 * Builds the guard and the rule shared by every reference list. A list rule judges only a value
 * that is present: an empty value is the `required` rule's business, so forms can combine both.
 */
export function codeGuard<Code extends string>(
  codes: readonly Code[],
): (value: unknown) => value is Code {
  const known = new Set<string>(codes);
  return (value: unknown): value is Code => typeof value === 'string' && known.has(value);
}

export function codeRule(guard: (value: unknown) => boolean): (value: unknown) => Validation {
  return (value: unknown): Validation =>
    isEmpty(value) || guard(value) ? undefined : messages.invalid;
}
