import {
  fieldLimits,
  validateDateOfBirth,
  validateField,
  validateRequired,
  validateStrictString,
  type FieldName,
  type Validation,
} from '../../validators';

/** A code sent by e-mail or phone is six digits; anything else is a typing slip. */
export const codeFormatMessage = 'Enter the 6 digits of the code we sent you.';

type Values = Readonly<Record<string, string | undefined>>;

// Rules beyond the field limits of spec 5, by field name.
const formatRules: Readonly<Record<string, (value: unknown) => Validation>> = {
  firstName: validateStrictString,
  lastName: validateStrictString,
  // A person's date of birth: a valid date, not one still to come.
  dateOfBirth: (value) => validateDateOfBirth(value, new Date()),
  // A code e-mailed or texted: the six digits as sent.
  code: (value) => (/^\d{6}$/.test(String(value)) ? undefined : codeFormatMessage),
};

function isLimitedField(name: string): name is FieldName {
  return Object.hasOwn(fieldLimits, name);
}

/**
 * The browser's own check before a form is sent, with the shared rules and messages: required
 * fields, then spec 5 limits and formats (not for logging in with an existing password). The server checks again and its answer wins.
 */
export function checkFields(
  values: Values,
  fields: readonly string[],
  required: readonly string[],
  applyLimits = true,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of fields) {
    const value = values[name] ?? '';
    const message =
      (required.includes(name) ? validateRequired(value) : undefined) ??
      (!applyLimits || value === '' ? undefined : formatRules[name]?.(value)) ??
      (applyLimits && isLimitedField(name) ? validateField(name, value, values) : undefined);
    if (message) errors[name] = message;
  }
  return errors;
}
