import { patternWords } from './pattern-words';

/** What a schema error carries that its description needs (AJV's ErrorObject fits). */
export interface SchemaErrorLike {
  keyword: string;
  instancePath: string;
  params: object;
  message?: string;
  /** The failing keyword's value, when the validator was compiled with `verbose`. */
  schema?: unknown;
}

export interface SchemaErrorText {
  /** JSON pointer to the field the error is about ('' for the whole document). */
  pointer: string;
  message: string;
}

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A value as text, whatever it is (String() throws on an object without a prototype). */
function text(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

const listed = (values: unknown): string =>
  (Array.isArray(values) ? values : [values])
    .map((value) => (typeof value === 'string' ? JSON.stringify(value) : text(value)))
    .join(', ');

const typeWords: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object {…}',
  array: 'a list […]',
  null: 'null',
};

/** JSON types as a schema names them ('boolean,object' or a list) in words. */
function typesInWords(types: unknown): string {
  const names = Array.isArray(types) ? types.map(text) : text(types).split(',');
  return names.map((name) => typeWords[name] ?? name).join(' or ');
}

const plural = (count: unknown, one: string, many: string): string =>
  `${text(count)} ${count === 1 ? one : many}`;

/**
 * A schema error of a config file (a plan, a form definition) in the words of the staff who
 * edit it, at the field it is about: an unknown or missing field is named, a list of allowed
 * values is listed and a pattern is described, where the validator's own text would not.
 */
export function describeSchemaError(error: SchemaErrorLike): SchemaErrorText {
  // Like every function here it answers whatever it is given, never throws.
  const { keyword, instancePath, params: given, message, schema } = recordOf(error);
  const params = recordOf(given);
  const at = typeof instancePath === 'string' ? instancePath : '';
  if (keyword === 'required') {
    const field = text(params.missingProperty);
    return { pointer: `${at}/${field}`, message: `required field "${field}" is missing` };
  }
  if (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') {
    const field = text(params.additionalProperty ?? params.unevaluatedProperty);
    return { pointer: `${at}/${field}`, message: `unknown field "${field}"` };
  }
  const own = typeof message === 'string' ? message : `fails "${text(keyword)}"`;
  return { pointer: at, message: wordsFor(keyword, params, schema) ?? own };
}

/** The failed keyword in words, or undefined where the validator's own words do. */
function wordsFor(
  keyword: unknown,
  params: Record<string, unknown>,
  schema: unknown,
): string | undefined {
  const limit = params.limit;
  switch (keyword) {
    case 'enum':
      return `must be one of ${listed(params.allowedValues)}`;
    case 'const':
      return `must be ${listed(params.allowedValue)}`;
    case 'type':
      return `must be ${typesInWords(params.type)}`;
    case 'pattern':
      return patternWords[text(params.pattern)] ?? `must match ${text(params.pattern)}`;
    case 'minLength':
      return limit === 1
        ? 'must not be empty'
        : `must have at least ${plural(limit, 'character', 'characters')}`;
    case 'maxLength':
      return `must have at most ${plural(limit, 'character', 'characters')}`;
    case 'minItems':
      return `must list at least ${plural(limit, 'entry', 'entries')}`;
    case 'minProperties':
      return `must have at least ${plural(limit, 'field', 'fields')}`;
    case 'uniqueItems':
      return `lists the same entry twice (entries ${text(params.j)} and ${text(params.i)})`;
    case 'not': {
      const refused = recordOf(schema).enum;
      return refused === undefined
        ? 'is not allowed here'
        : `must not be one of ${listed(refused)}`;
    }
    default:
      return undefined;
  }
}
