import type { JsonSchema } from '../../engine';

const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Labels a form gives a field's codes (`ui:enumLabels`), found by the field's path. */
export type LabelsAt = (path: string[]) => Record<string, string> | undefined;

const quoted = (value: unknown, labels: Record<string, string> | undefined): string => {
  const label = typeof value === 'string' ? labels?.[value] : undefined;
  const shown = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
  return label ? `${shown} (${label})` : shown;
};

// Plan keywords of a condition, said as the plan catalogue decides them.
const keywordWords: Record<string, string> = {
  ssnConfirmationForPlan: "reaches the plan's SSN confirmation age",
  ageForPlan: "is within the plan's ages",
  stateAvailable: 'is a state where the plan is sold',
};

function clauses(schema: JsonSchema, path: string[], labelsAt: LabelsAt): string[] {
  const name = path.join('.');
  const labels = labelsAt(path);
  const found: string[] = [];
  if (schema.const !== undefined) found.push(`${name} is ${quoted(schema.const, labels)}`);
  if (Array.isArray(schema.enum))
    found.push(`${name} is one of ${schema.enum.map((v) => quoted(v, labels)).join(', ')}`);
  if (isSchema(schema.not))
    found.push(`not (${clauses(schema.not, path, labelsAt).join(' and ') || 'anything'})`);
  for (const [keyword, words] of Object.entries(keywordWords))
    if (schema[keyword] !== undefined) found.push(`${name} ${words}`);
  for (const bound of ['minimum', 'maximum'] as const)
    if (typeof schema[bound] === 'number')
      found.push(`${name} ${bound === 'minimum' ? 'at least' : 'at most'} ${schema[bound]}`);
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  for (const key of required)
    if (typeof key === 'string' && !isSchema(properties[key]))
      found.push(`${[...path, key].join('.')} is answered`);
  for (const [key, sub] of Object.entries(properties))
    if (isSchema(sub)) found.push(...clauses(sub, [...path, key], labelsAt));
  return found;
}

/**
 * A step's condition (a JSON Schema over the answers) in words, e.g. `payment.method is "cc"
 * (Credit card)`. Parts it has no words for are shown as JSON, so nothing is hidden.
 */
export function conditionWords(
  condition: JsonSchema,
  labelsAt: LabelsAt = () => undefined,
): string {
  const said = clauses(condition, [], labelsAt);
  return said.length > 0 ? said.join(' and ') : JSON.stringify(condition);
}
