import { isObject, mergeDefaultsWithFormData } from '@rjsf/utils';
import deepEquals from './deep-equals';

// In place of @rjsf/utils' getDefaultFormState in the browser builds
// (scripts/build/rjsf-registry-plugin.ts). rjsf's Form calls it on every render to fill the
// answers with what the schema gives by default. Ours is the same computation for the schemas
// the catalogue check lets through (engine/definition/renderable-findings.ts): objects, strings
// and numbers, lists of one item schema, `default` and `const` of single answers, and no `$ref`,
// `allOf`, `oneOf`, `anyOf`, `if`, `dependencies` or extra properties. rjsf's covers all of JSON
// Schema and weighs about 2 KB gzipped on every application page. tests/default-form-state.test.ts
// checks that both give the same answers for every step of every form.

type Schema = Record<string, unknown>;

const schemaOf = (value: unknown): Schema => (isObject(value) ? (value as Schema) : {});

/** The type rjsf reads a schema as (its getSchemaType, for the types our schemas use). */
function typeOf(schema: Schema): unknown {
  if (schema.type !== undefined) return schema.type;
  if (isObject(schema.properties)) return 'object';
  if (Array.isArray(schema.enum)) return 'string';
  return undefined;
}

/**
 * Whether an object's computed `value` for a key goes into it (rjsf's maybeAddDefaultToObject with
 * its default behaviour): an empty object only for a required key, any other value when there is
 * one. (rjsf always keeps a constant's, which is never missing for the schemas above.)
 */
function keeps(value: unknown, required: boolean): boolean {
  if (isObject(value)) return Object.keys(value as object).length > 0 || required;
  return value !== undefined;
}

function objectDefaults(schema: Schema, given: unknown): Schema {
  const answers = schemaOf(given);
  const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
  const filled: Schema = {};
  for (const [key, property] of Object.entries(schemaOf(schema.properties))) {
    const value = computed(schemaOf(property), answers[key], required.includes(key));
    if (keeps(value, required.includes(key))) filled[key] = value;
  }
  return filled;
}

function arrayDefaults(schema: Schema, given: unknown, required: boolean, root: boolean): unknown {
  const item = schemaOf(schema.items);
  const answered = Array.isArray(given)
    ? (mergeDefaultsWithFormData(
        undefined,
        given.map((entry) => computed(item, entry, required)),
      ) as unknown[])
    : undefined;
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const length = answered?.length ?? 0;
  if (minItems <= length) return answered || (!required && !root ? answered : []);
  const fillers = Array.from({ length: minItems - length }, () =>
    computed(item, undefined, required),
  );
  return [...(answered ?? []), ...fillers];
}

/** rjsf's computeDefaults for one schema node, its answers merged in. */
function computed(schema: Schema, given: unknown, required: boolean, root = false): unknown {
  const type = typeOf(schema);
  const defaults =
    type === 'object'
      ? objectDefaults(schema, given)
      : type === 'array'
        ? arrayDefaults(schema, given, required, root)
        : 'const' in schema
          ? schema.const
          : schema.default;
  // An object's answers are merged in by the final merge, as rjsf's are. An answer that is none
  // of a list's choices is set aside here, as rjsf does: the final merge puts it back, but a list
  // or object among the defaults would change how that merge goes. (rjsf takes a list of one
  // choice for a constant, and keeps any answer to it.)
  if (isObject(given)) return defaults;
  const choices = Array.isArray(schema.enum) ? (schema.enum as unknown[]) : [];
  const kept =
    choices.length > 1 && !('const' in schema) && !choices.some((c) => deepEquals(c, given))
      ? undefined
      : given;
  return mergeDefaultsWithFormData(defaults, kept, undefined, true);
}

/** rjsf's getDefaultFormState, for the schemas our forms have (above). */
export default function getDefaultFormState(
  _validator: unknown,
  schema: unknown,
  formData?: unknown,
  // rjsf's further arguments (the root schema, and options our Form never sets) change nothing
  // for the schemas above.
): unknown {
  if (!isObject(schema)) throw new Error(`Invalid schema: ${String(schema)}`);
  const defaults = computed(schema as Schema, formData, false, true);
  if (isObject(formData) || Array.isArray(formData))
    return mergeDefaultsWithFormData(defaults, formData, true, false, true);
  return defaults;
}
