import { isRecord } from '../../validators';
import type { JsonSchema } from './types';

// Where an answer sits in a form's data. Two spellings meet in the engine: the JSON pointer
// ('/insured/firstName') of the plan keywords, AJV's errors and the form definitions, and the
// field path ('insured.firstName') of the wizard's errors, which rjsf's ids spell
// 'root_insured_firstName' (renderer/page/field-ids.ts). Our keys hold no '.', '/' or '~'.

/** The keys a JSON pointer goes through, '~1' and '~0' read as '/' and '~'. */
export const segmentsOf = (pointer: string): string[] =>
  pointer
    .split('/')
    .filter(Boolean)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The JSON pointer of a field path: 'insured.firstName' → '/insured/firstName'. */
export const pointerOf = (fieldPath: string): string => `/${fieldPath.split('.').join('/')}`;

/** The field path of a JSON pointer: '/insured/firstName' → 'insured.firstName'. */
export const fieldPathOf = (pointer: string): string => segmentsOf(pointer).join('.');

/** The value at a JSON pointer in the answers; undefined where the answers stop short of it. */
export function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const key of segmentsOf(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The value at a field path in the answers (the wizard's errors are keyed so). */
export const valueAtField = (root: unknown, fieldPath: string): unknown =>
  valueAt(root, pointerOf(fieldPath));

/**
 * The schema of the field at a field path ('people.1.name': the name of a list's entry, a number
 * key going into the list's `items`); undefined where the schema has no such field.
 */
export function schemaAt(schema: JsonSchema, fieldPath: string): JsonSchema | undefined {
  let node: unknown = schema;
  for (const key of fieldPath.split('.')) {
    if (/^\d+$/.test(key) && isRecord(node) && isRecord(node.items)) {
      node = node.items;
      continue;
    }
    const properties = isRecord(node) ? node.properties : undefined;
    node = isRecord(properties) ? properties[key] : undefined;
  }
  return isRecord(node) ? node : undefined;
}
