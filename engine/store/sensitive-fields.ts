import type { FormData, FormDefinition, JsonSchema } from '../definition/types';
import { isRecord } from '../../validators';

function collect(
  schema: JsonSchema,
  picks: (schema: JsonSchema) => boolean,
  segments: string[],
  out: string[][],
): void {
  if (picks(schema)) out.push(segments);
  const properties = schema.properties;
  if (!isRecord(properties)) return;
  for (const [key, sub] of Object.entries(properties)) {
    if (isRecord(sub)) collect(sub, picks, [...segments, key], out);
  }
}

/** Paths of the fields whose schema `picks` chooses, in any step of a definition, each once. */
function fieldPaths(definition: FormDefinition, picks: (schema: JsonSchema) => boolean) {
  const out: string[][] = [];
  for (const step of definition.steps) collect(step.schema, picks, [], out);
  const seen = new Set<string>();
  return out.filter((path) => {
    const key = path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const isSensitive = (schema: JsonSchema) => schema.sensitive === true;

/** Paths of the fields a definition marks sensitive (SSN, card and bank numbers, CVV). */
export const sensitivePaths = (definition: FormDefinition): string[][] =>
  fieldPaths(definition, isSensitive);

/**
 * Every path that some definition marks sensitive, each once: what the browser's application
 * store leaves out of storage for any form. The same as each form's own while a path sensitive in
 * one form is sensitive in every form asking it, which the catalogue check holds
 * (sensitiveFieldFindings).
 */
export function sensitivePathsOfAll(definitions: readonly FormDefinition[]): string[][] {
  const byKey = new Map<string, string[]>();
  for (const definition of definitions)
    for (const path of sensitivePaths(definition)) byKey.set(path.join('.'), path);
  return [...byKey.values()];
}

/**
 * A field sensitive in one definition and asked, not marked sensitive, in another: each such
 * field once per definition where it is not marked, with a form that marks it.
 */
export function unmarkedSensitiveFields(
  definitions: readonly FormDefinition[],
): Array<{ formId: string; path: string; markedIn: string }> {
  const markedIn = new Map<string, string>();
  for (const definition of definitions)
    for (const path of sensitivePaths(definition))
      if (!markedIn.has(path.join('.'))) markedIn.set(path.join('.'), definition.formId);
  const found: Array<{ formId: string; path: string; markedIn: string }> = [];
  for (const definition of definitions) {
    const marked = new Set(sensitivePaths(definition).map((path) => path.join('.')));
    for (const path of fieldPaths(definition, () => true)) {
      const key = path.join('.');
      const marking = markedIn.get(key);
      if (marking !== undefined && !marked.has(key))
        found.push({ formId: definition.formId, path: key, markedIn: marking });
    }
  }
  return found;
}

/** Paths of the sensitive fields of one step's schema. */
export function sensitivePathsOf(schema: JsonSchema): string[][] {
  const out: string[][] = [];
  collect(schema, isSensitive, [], out);
  return out;
}

const isConfirmation = (schema: JsonSchema) => schema.format === 'confirmation';

/** Paths of the confirmations of one step's schema. */
export function confirmationPathsOf(schema: JsonSchema): string[][] {
  const out: string[][] = [];
  collect(schema, isConfirmation, [], out);
  return out;
}

const isConfirming = (schema: JsonSchema) =>
  isRecord(schema.ssn) && typeof schema.ssn.confirms === 'string';

/** Paths of the answers of one step's schema that confirm another by typing it again (an SSN). */
export function confirmingPathsOf(schema: JsonSchema): string[][] {
  const out: string[][] = [];
  collect(schema, isConfirming, [], out);
  return out;
}

/**
 * Paths of a definition's confirmations (consents, attestations): given for one application,
 * never carried into another.
 */
export const confirmationPaths = (definition: FormDefinition): string[][] =>
  fieldPaths(definition, isConfirmation);

/** The data without the fields at `paths` (the sensitive ones: what may be written to storage). */
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
