import { Ajv, type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import {
  fieldLimits,
  maxLengthMessage,
  messages,
  minLengthMessage,
  validateDate,
  validateDateOfBirth,
  validateEmail,
  validateField,
  validatePersonName,
  validatePhone,
  validateSsn,
  validateState,
  validateStrictString,
  validateZip,
  type FieldName,
  type Validation,
} from '../../validators';

/**
 * The one place where the validators' rules become AJV keywords, so every action schema checks
 * formats with the same code as the browser and answers with the same messages:
 * `{ rule: 'email' }` applies a format rule, `{ field: 'firstName' }` the field limit of §5.
 */
const rules: Record<string, (value: unknown) => Validation> = {
  email: validateEmail,
  ssn: validateSsn,
  date: validateDate,
  // A person's date of birth: a valid date that is not in the future.
  dateOfBirth: (value) => validateDateOfBirth(value, new Date()),
  phone: validatePhone,
  zip: validateZip,
  // A code of the state and territory list (spec §5), not any two capitals.
  state: validateState,
  strictString: validateStrictString,
  // A name put into a letter sent for a visitor (the share e-mail's sender).
  personName: validatePersonName,
};

interface RuleError {
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

type KeywordCheck = ((schema: string, data: unknown) => boolean) & { errors?: RuleError[] };

function keywordCheck(
  keyword: string,
  apply: (name: string, data: unknown) => Validation,
): KeywordCheck {
  const check: KeywordCheck = (name, data) => {
    const message = apply(name, data);
    check.errors = message === undefined ? [] : [{ keyword, message, params: { [keyword]: name } }];
    return message === undefined;
  };
  return check;
}

export const ajv = new Ajv({
  allErrors: true,
  strict: true,
  strictRequired: false,
  coerceTypes: false,
});

ajv.addKeyword({
  keyword: 'rule',
  schemaType: 'string',
  errors: true,
  validate: keywordCheck('rule', (name, data) => {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    return rule === undefined ? messages.invalid : rule(data);
  }),
});

ajv.addKeyword({
  keyword: 'field',
  schemaType: 'string',
  errors: true,
  validate: keywordCheck('field', (name, data) =>
    Object.hasOwn(fieldLimits, name) ? validateField(name as FieldName, data) : messages.invalid,
  ),
});

// `notBlank: true`: text that is only spaces is no answer ('This field is required').
ajv.addKeyword({
  keyword: 'notBlank',
  schemaType: 'boolean',
  errors: true,
  validate: keywordCheck('notBlank', (_name, data) =>
    typeof data === 'string' && data.trim() === '' ? messages.required : undefined,
  ),
});

export function compileSchema(schema: SchemaObject): ValidateFunction {
  return ajv.compile(schema);
}

/** AJV's findings as `{ 'mailing.zip': message }`, first message per field, spec wording. */
export function toFieldErrors(
  errors: readonly ErrorObject[] | null | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors ?? []) {
    const path = fieldPath(error);
    if (result[path] === undefined) result[path] = messageFor(error);
  }
  return result;
}

function fieldPath(error: ErrorObject): string {
  const base = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') base.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') base.push(String(error.params.additionalProperty));
  return base.length > 0 ? base.join('.') : 'data';
}

function messageFor(error: ErrorObject): string {
  const limit = Number(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return messages.required;
    case 'type':
      return error.params.type === 'string' ? messages.mustBeString : messages.invalid;
    case 'minLength':
      return limit <= 1 ? messages.required : minLengthMessage(limit);
    case 'maxLength':
      return maxLengthMessage(limit);
    case 'rule':
    case 'field':
    case 'notBlank':
      return error.message ?? messages.invalid;
    default:
      return messages.invalid;
  }
}
