import { messages } from '../../validators';
import type { JsonSchema } from '../definition/types';
import { valueAt } from '../definition/answer-path';
import { samplesFor, type SampleContext } from './samples';

const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> =>
  isSchema(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};

const requiredOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.required)
    ? schema.required.filter((k): k is string => typeof k === 'string')
    : [];

/** A valid value for a schema: custom keyword and format samples first, then the schema's shape. */
export function validValue(schema: JsonSchema, context: SampleContext): unknown {
  const samples = samplesFor(schema, context);
  if (samples) return samples.valid;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = schema.type ?? (isSchema(schema.properties) ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = propertiesOf(schema);
      for (const key of requiredOf(schema)) {
        const property = properties[key];
        if (property) out[key] = validValue(property, context);
      }
      return out;
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? Math.max(schema.minItems, 1) : 1;
      const items = isSchema(schema.items) ? schema.items : {};
      return Array.from({ length: count }, () => validValue(items, context));
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    default: {
      const length = typeof schema.minLength === 'number' ? Math.max(schema.minLength, 1) : 1;
      return 'A'.repeat(length);
    }
  }
}

/**
 * `value` (a valid value of `schema`) with each field that confirms another answer
 * (`"ssn": { "confirms": pointer }`) set to that answer in `before`, the answers so far.
 */
export function withConfirmedAnswers(schema: JsonSchema, value: unknown, before: unknown): unknown {
  const confirms = (schema.ssn as { confirms?: unknown } | undefined)?.confirms;
  if (typeof confirms === 'string') return valueAt(before, confirms) ?? value;
  if (!isSchema(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [key, property] of Object.entries(propertiesOf(schema))) {
    if (key in out) out[key] = withConfirmedAnswers(property, out[key], before);
  }
  return out;
}

export interface InvalidCase {
  /** Dotted field path, as in the API contract's `errors`. */
  field: string;
  /** JSON pointer segments to the value. */
  segments: string[];
  value: unknown;
  message: string;
}

/**
 * Invalid answers for a schema: every custom keyword's and format's invalid samples, and a
 * missing answer for every required field, each with the message it must be rejected with.
 */
export function invalidCases(
  schema: JsonSchema,
  context: SampleContext,
  segments: string[] = [],
): InvalidCase[] {
  const cases: InvalidCase[] = [];
  const field = segments.join('.');
  const samples = segments.length > 0 ? samplesFor(schema, context) : undefined;
  for (const invalid of samples?.invalid ?? []) {
    cases.push({ field, segments, value: invalid.value, message: invalid.message });
  }
  if (schema.type === 'object' && !schema.beneficiaryShares) {
    const properties = propertiesOf(schema);
    for (const key of requiredOf(schema)) {
      cases.push({
        field: [...segments, key].join('.'),
        segments: [...segments, key],
        value: undefined,
        message: messages.required,
      });
    }
    for (const [key, property] of Object.entries(properties)) {
      if (requiredOf(schema).includes(key))
        cases.push(...invalidCases(property, context, [...segments, key]));
    }
  }
  return cases;
}

/** `data` with the value at `segments` replaced (or removed when `value` is undefined). */
export function withValue(
  data: Record<string, unknown>,
  segments: string[],
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = segments;
  if (head === undefined) return data;
  const copy = { ...data };
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const child = copy[head];
  copy[head] = withValue(isSchema(child) ? child : {}, rest, value);
  return copy;
}
