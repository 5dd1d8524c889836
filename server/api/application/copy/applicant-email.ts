import type { FormData, FormDefinition } from '../../../../engine';
import { isRecord } from '../../../../validators';

/** Where the e-mail field sits in a schema, as keys from the answers' root; none when it has none. */
function emailKeys(schema: unknown, keys: string[] = []): string[] | undefined {
  if (!isRecord(schema)) return undefined;
  if (schema.format === 'email') return keys;
  if (!isRecord(schema.properties)) return undefined;
  for (const [key, property] of Object.entries(schema.properties)) {
    const found = emailKeys(property, [...keys, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * The applicant's e-mail address: the answer to the first e-mail question of the steps the
 * answers led to (the contact step of a full application, a Quick Step's contact block).
 */
export function applicantEmail(
  definition: FormDefinition,
  steps: string[],
  data: FormData,
): string | undefined {
  for (const step of definition.steps.filter((s) => steps.includes(s.id))) {
    const keys = emailKeys(step.schema);
    if (!keys) continue;
    let value: unknown = data;
    for (const key of keys) value = isRecord(value) ? value[key] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value.trim().toLowerCase();
  }
  return undefined;
}
