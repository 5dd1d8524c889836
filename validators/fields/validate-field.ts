import { validateCoverageInteger, validateEmail, validateRoutingNumber } from '../formats';
import { validateExactLength, validateId, validateMaxLength, validateMinLength } from '../generic';
import { isEmpty } from '../generic/values';
import { messages } from '../messages';
import type { Validation } from '../validation';
import { fieldLimits, type FieldLimit, type FieldName } from './field-limits';
import { validatePasswordConfirmation } from './password-confirmation';

/** The other values of the same form, for limits that compare fields (password confirmation). */
export type FieldContext = Readonly<Record<string, unknown>>;

const formatRules = {
  email: validateEmail,
  routingNumber: validateRoutingNumber,
  coverageInteger: validateCoverageInteger,
} as const;

const checkCharacters = (limit: FieldLimit, value: unknown): Validation => {
  if (limit.characters === 'id') return validateId(value);
  if (limit.characters === 'digits' && typeof value === 'string' && !/^\d+$/.test(value)) {
    return messages.onlyNumbers;
  }
  if (limit.characters === 'username' && typeof value === 'string') {
    if (value.includes('@')) return messages.usernameAt;
    if (!/^[A-Za-z0-9._-]+$/.test(value)) return messages.usernameCharacters;
  }
  return undefined;
};

const checkLengths = (limit: FieldLimit, value: unknown): Validation =>
  (limit.exactLength === undefined ? undefined : validateExactLength(value, limit.exactLength)) ??
  (limit.minLength === undefined ? undefined : validateMinLength(value, limit.minLength)) ??
  (limit.maxLength === undefined ? undefined : validateMaxLength(value, limit.maxLength));

/**
 * Applies the spec §5 limit of one field. An empty value passes (required is its own rule),
 * except for a comparison such as the password confirmation. An unknown field has no limit.
 */
export const validateField = (
  name: FieldName,
  value: unknown,
  context: FieldContext = {},
): Validation => {
  if (typeof name !== 'string' || !Object.hasOwn(fieldLimits, name)) return undefined;
  const limit: FieldLimit = fieldLimits[name];
  if (limit.equals !== undefined) {
    const other =
      context !== null && typeof context === 'object' ? context[limit.equals] : undefined;
    return validatePasswordConfirmation(other, value);
  }
  if (isEmpty(value)) return undefined;
  if (limit.format === 'coverageInteger') return formatRules.coverageInteger(value);
  if (typeof value !== 'string') return messages.mustBeString;
  return (
    checkCharacters(limit, value) ??
    checkLengths(limit, value) ??
    (limit.format === undefined ? undefined : formatRules[limit.format](value))
  );
};
