import type { PlanCodeList, PlanRules } from '../validation/plan-rules';
import type { FormDefinition, JsonSchema, PlanRef } from './types';

/**
 * Fields whose choices are one of the plan's code lists: `"codesForPlan": "dutyStatuses"` offers
 * the duty statuses the form's plan variant allows in the catalogue, labelled by the field's
 * `"ui:enumLabels"` (code to label). An `enum` written beside it narrows the choices to those
 * codes, in that order; a code the plan does not allow is check:catalogue's finding.
 */
const keyword = 'codesForPlan';
const labelsKey = 'ui:enumLabels';

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A field of a step's schema with its uiSchema and JSON pointers to both. */
interface CodeField {
  list: PlanCodeList;
  schema: Node;
  ui: Node | undefined;
  pointer: string;
  uiPointer: string;
  /** Property names from the step's schema down to the field. */
  keys: string[];
}

function fieldsOf(
  schema: unknown,
  ui: unknown,
  pointer: string,
  uiPointer: string,
  keys: string[] = [],
): CodeField[] {
  if (!isNode(schema)) return [];
  const uiNode = isNode(ui) ? ui : undefined;
  const found: CodeField[] = [];
  if (typeof schema[keyword] === 'string')
    found.push({
      list: schema[keyword] as PlanCodeList,
      schema,
      ui: uiNode,
      pointer,
      uiPointer,
      keys,
    });
  if (isNode(schema.properties))
    for (const [key, child] of Object.entries(schema.properties))
      found.push(
        ...fieldsOf(child, uiNode?.[key], `${pointer}/properties/${key}`, `${uiPointer}/${key}`, [
          ...keys,
          key,
        ]),
      );
  return found;
}

function stepFields(definition: FormDefinition): CodeField[] {
  return definition.steps.flatMap((step, i) =>
    fieldsOf(step.schema, step.uiSchema, `/steps/${i}/schema`, `/steps/${i}/uiSchema`),
  );
}

const writtenEnum = (schema: Node): string[] | undefined =>
  Array.isArray(schema.enum)
    ? schema.enum.filter((v): v is string => typeof v === 'string')
    : undefined;

/** The codes a field offers: the plan's, narrowed to the form's `enum` when it writes one. */
function offeredCodes(field: CodeField, plan: PlanRef, rules: PlanRules): string[] {
  const allowed = rules.codes?.(plan, field.list);
  const written = writtenEnum(field.schema);
  if (allowed === undefined) return written ?? [];
  return written ? written.filter((code) => allowed.includes(code)) : [...allowed];
}

function labelsOf(field: CodeField): Record<string, unknown> {
  const labels = field.ui?.[labelsKey];
  return isNode(labels) ? labels : {};
}

/** Replaces the node at a path of property names (schema: under `properties`) with a copy. */
export function replaced(root: unknown, keys: string[], viaProperties: boolean, node: Node): Node {
  const base = isNode(root) ? root : {};
  const [key, ...rest] = keys;
  if (key === undefined) return node;
  if (!viaProperties) return { ...base, [key]: replaced(base[key], rest, false, node) };
  const properties = isNode(base.properties) ? base.properties : {};
  return {
    ...base,
    properties: { ...properties, [key]: replaced(properties[key], rest, true, node) },
  };
}

/**
 * The definition with each code field's `enum`, `ui:enumNames` and, for a single choice,
 * `default` written from the plan catalogue (through `rules`), so a change to a plan's list
 * changes every form that sells it: the renderer, AJV and the step paths read plain schemas.
 */
export function withPlanCodes(definition: FormDefinition, rules: PlanRules): FormDefinition {
  const steps = definition.steps.map((step) => {
    let { schema, uiSchema } = step;
    for (const field of fieldsOf(schema, uiSchema, '', '')) {
      const codes = offeredCodes(field, definition.plan, rules);
      const labels = labelsOf(field);
      const { default: written, ...rest } = field.schema;
      const filled: Node = { ...rest, enum: codes };
      if (codes.length === 1) filled.default = codes[0];
      else if (typeof written === 'string' && codes.includes(written)) filled.default = written;
      schema = replaced(schema, field.keys, true, filled) as JsonSchema;
      const { [labelsKey]: _labels, ...ui } = field.ui ?? {};
      const names = codes.map((code) => {
        const label = labels[code];
        return typeof label === 'string' ? label : code;
      });
      uiSchema = replaced(uiSchema, field.keys, false, {
        ...ui,
        'ui:enumNames': names,
      }) as JsonSchema;
    }
    return schema === step.schema ? step : { ...step, schema, uiSchema };
  });
  return { ...definition, steps };
}

/**
 * What check:catalogue says of a form's code fields: a code its `enum` lists that the plan
 * variant does not allow (the file and the JSON pointer of the code), and a code offered with no
 * label in `ui:enumLabels`.
 */
export function planCodeFindings(
  path: string,
  definition: FormDefinition,
  rules: PlanRules,
): string[] {
  const findings: string[] = [];
  const { plan } = definition;
  const name = `'${plan.plan}' variant '${plan.variant}'`;
  for (const field of stepFields(definition)) {
    const allowed = rules.codes?.(plan, field.list);
    const written = writtenEnum(field.schema) ?? [];
    if (allowed !== undefined)
      written.forEach((code, i) => {
        if (!allowed.includes(code))
          findings.push(
            `${path}: ${field.pointer}/enum/${i}: '${code}' is not one of the ${field.list} of ${name} in the plan catalogue (${allowed.join(', ') || 'none'})`,
          );
      });
    const labels = labelsOf(field);
    for (const code of offeredCodes(field, plan, rules))
      if (typeof labels[code] !== 'string')
        findings.push(
          `${path}: ${field.uiPointer}/${labelsKey}: no label for '${code}', one of the ${field.list} of ${name}`,
        );
  }
  return findings;
}
