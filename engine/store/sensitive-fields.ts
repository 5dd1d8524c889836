import type { FormData, FormDefinition, JsonSchema } from '../definition/types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function collect(schema: JsonSchema, segments: string[], out: string[][]): void {
  if (schema.sensitive === true) out.push(segments);
  const properties = schema.properties;
  if (!isRecord(properties)) return;
  for (const [key, sub] of Object.entries(properties)) {
    if (isRecord(sub)) collect(sub, [...segments, key], out);
  }
}

/** Paths of the fields a definition marks sensitive (SSN, card and bank numbers, CVV). */
export function sensitivePaths(definition: FormDefinition): string[][] {
  const out: string[][] = [];
  for (const step of definition.steps) collect(step.schema, [], out);
  const seen = new Set<string>();
  return out.filter((path) => {
    const key = path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The data without its sensitive fields: what may be written to browser storage. */
export function withoutSensitive(data: FormData, paths: readonly string[][]): FormData {
  let out: Record<string, unknown> = data;
  for (const path of paths) out = removeAt(out, path);
  return out;
}

function removeAt(
  data: Record<string, unknown>,
  [head, ...rest]: string[],
): Record<string, unknown> {
  if (head === undefined || !(head in data)) return data;
  const copy = { ...data };
  if (rest.length === 0) delete copy[head];
  else {
    const child = copy[head];
    if (isRecord(child)) copy[head] = removeAt(child, rest);
  }
  return copy;
}
