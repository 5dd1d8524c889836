import type { FormData, JsonSchema } from '../../definition/types';
import { isRecord } from '../../../validators';

/** The answers in `data` to the fields a step schema asks for, nothing else. */
export function stepAnswers(schema: JsonSchema, data: FormData): FormData {
  const properties = schema.properties;
  if (!isRecord(properties)) return {};
  const out: FormData = {};
  for (const [key, sub] of Object.entries(properties)) {
    const value = data[key];
    if (value === undefined) continue;
    const nested = isRecord(sub) && isRecord(sub.properties) && isRecord(value);
    out[key] = nested ? stepAnswers(sub as JsonSchema, value as FormData) : value;
  }
  return out;
}
