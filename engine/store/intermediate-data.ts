import type { FormData, FormDefinition, IntermediateValue } from '../definition/types';
import { valueAt } from '../definition/answer-path';
import { ageOn } from '../validation/keyword-runtime';
import { isRecord } from '../../validators';

/**
 * The answers at a JSON pointer whose `*` segments stand for every entry of a list: one value,
 * or one per entry (`/covered/people/*\/dateOfBirth`: each person's date of birth).
 */
function valuesAt(data: unknown, pointer: string): unknown {
  const star = pointer.indexOf('/*');
  if (star < 0) return valueAt(data, pointer);
  const list = valueAt(data, pointer.slice(0, star));
  if (!Array.isArray(list)) return undefined;
  const rest = pointer.slice(star + 2);
  return list.map((entry) => (rest === '' ? entry : valuesAt(entry, rest)));
}

function derived(value: IntermediateValue, data: FormData, now: Date): unknown {
  if ('answer' in value) return valuesAt(data, value.answer);
  const dates = valuesAt(data, value.ageOf);
  return Array.isArray(dates) ? dates.map((date) => ageOn(date, now)) : ageOn(dates, now);
}

/**
 * An application's intermediate data (spec §3 application store, `utilData`): what the form's
 * `intermediateData` derives from the answers so far, by name (an answer, or an age on today's
 * date, for one person or each of a list); names with nothing to derive yet are left out.
 */
export function intermediateDataOf(
  definition: FormDefinition,
  data: FormData,
  now: Date = new Date(),
): FormData {
  const out: FormData = {};
  for (const [name, value] of Object.entries(definition.intermediateData ?? {})) {
    const result = derived(value, data, now);
    if (result !== undefined) out[name] = result;
  }
  return out;
}

/** Pointers of a definition's intermediate data, with the names they are kept under. */
export function intermediatePointers(
  definition: FormDefinition,
): Array<{ name: string; pointer: string }> {
  return Object.entries(definition.intermediateData ?? {}).flatMap(([name, value]) =>
    isRecord(value) ? [{ name, pointer: 'answer' in value ? value.answer : value.ageOf }] : [],
  );
}

/** The schema of the field a pointer names in one of a definition's steps (`*`: a list's entry). */
function fieldAt(definition: FormDefinition, pointer: string): Record<string, unknown> | undefined {
  for (const step of definition.steps) {
    let node: unknown = step.schema;
    for (const key of pointer.split('/').slice(1)) {
      if (!isRecord(node)) break;
      node =
        key === '*' ? node.items : isRecord(node.properties) ? node.properties[key] : undefined;
    }
    if (isRecord(node)) return node;
  }
  return undefined;
}

/**
 * What check:catalogue says of a form's intermediate data: a pointer that names no field of the
 * form, and one that names a sensitive field (an SSN, a card number), which intermediate data
 * never holds.
 */
export function intermediateDataFindings(path: string, definition: FormDefinition): string[] {
  return intermediatePointers(definition).flatMap(({ name, pointer }) => {
    const field = fieldAt(definition, pointer);
    if (!field)
      return [`${path}: /intermediateData/${name}: ${pointer} names no field of the form`];
    if (field.sensitive === true)
      return [
        `${path}: /intermediateData/${name}: ${pointer} is a sensitive field, never kept as intermediate data`,
      ];
    return [];
  });
}
