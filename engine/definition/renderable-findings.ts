import { fieldNames, widgetNames } from '../renderer/widgets/names';
import type { StepsDefinition } from './types';
import { helpDisclosureProblem } from './help-disclosure';

// The browser shows a step with the engine's rjsf registry (engine/renderer/registry/), which
// leaves out what our forms do not use. A definition needing one of those parts is refused here,
// at check time, rather than shown as rjsf's "unsupported field" note in a customer's browser.

type Node = Record<string, unknown>;

const isRecord = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const renderedTypes = ['object', 'string', 'integer', 'number'];

const multiSchema =
  'rjsf shows it with its MultiSchemaField, which the form engine leaves out; use an enum';
const schemaMatch =
  "rjsf picks its branch with a schema match, which the engine's validator does not do";

/** Keywords whose rendering needs a part of rjsf the engine leaves out, and why. */
const refusedKeywords: { [keyword: string]: string } = {
  oneOf: multiSchema,
  anyOf: multiSchema,
  if: schemaMatch,
  dependencies: schemaMatch,
  dependentSchemas: schemaMatch,
};

/**
 * Keywords rjsf merges with its allOf merger, which the engine leaves out
 * (engine/renderer/registry/all-of-merge.ts): refused anywhere in a step schema, our own
 * fields' subtrees too, since rjsf computes their defaults.
 */
const mergedKeywords: { [keyword: string]: string } = {
  allOf:
    'rjsf merges it with a library the form engine leaves out; write the keywords in one schema',
  patternProperties: 'rjsf merges it as an allOf, with a library the form engine leaves out',
};

/**
 * Keywords whose words the browser would never show: its precompiled validators carry no schema
 * messages (engine/validation/create-ajv.ts), and a form's messages are the spec's, from
 * validators/.
 */
const messageKeywords: { [keyword: string]: string } = {
  errorMessage:
    "the browser's validators carry no messages of a schema; the engine shows the spec's, from validators/",
};

/**
 * Keywords rjsf computes an answer's defaults through, which the engine's computation of them
 * (engine/renderer/registry/default-form-state.ts) does not follow: refused anywhere in a step
 * schema. A form's fragments are inlined before this check, so no `$ref` is left in a good one.
 */
const defaultsKeywords: { [keyword: string]: string } = {
  $ref: "the engine computes rjsf's defaults without following references; inline the schema",
  additionalItems: "the engine computes rjsf's defaults for lists of one item schema only",
};

/** Why a node's own shape is beyond the engine's computation of defaults, if it is. */
function defaultsShapeProblem(schema: Node): string | undefined {
  if (Array.isArray(schema.items))
    return "items as a list of schemas: the engine computes rjsf's defaults for one item schema only";
  const whole = schema.type === 'object' || schema.type === 'array' || isRecord(schema.properties);
  if (whole && ('default' in schema || 'const' in schema))
    return 'a default or constant for a whole object or list: give each answer its own';
  return undefined;
}

/** Keywords whose values are answers, not schemas. */
const answerKeywords = ['enum', 'const', 'default', 'examples'];

/**
 * Walks a schema and every schema inside it, in order: `onNode` for each schema, then `onKeyword`
 * for each of its keywords before the schemas that keyword holds. The keys of `properties` are
 * names (a property may be called allOf), and answer keywords hold no schemas.
 */
function walkSchema(
  schema: unknown,
  pointer: string,
  onKeyword: (keyword: string, pointer: string) => void,
  onNode: (node: Node, pointer: string) => void = () => undefined,
) {
  if (Array.isArray(schema)) {
    schema.forEach((item, i) => walkSchema(item, `${pointer}/${i}`, onKeyword, onNode));
    return;
  }
  if (!isRecord(schema)) return;
  onNode(schema, pointer);
  for (const [key, value] of Object.entries(schema)) {
    onKeyword(key, pointer);
    if (key === 'properties' && isRecord(value)) {
      for (const [name, property] of Object.entries(value))
        walkSchema(property, `${pointer}/properties/${name}`, onKeyword, onNode);
    } else if (!answerKeywords.includes(key))
      walkSchema(value, `${pointer}/${key}`, onKeyword, onNode);
  }
}

/** Every merged keyword, message keyword and shape the defaults do not follow, in a schema. */
function mergedFindings(schema: unknown, pointer: string, report: (problem: string) => void) {
  walkSchema(
    schema,
    pointer,
    (key, at) => {
      const why = mergedKeywords[key] ?? messageKeywords[key] ?? defaultsKeywords[key];
      if (why) report(`${at}: ${key}: ${why}`);
    },
    (node, at) => {
      const shape = defaultsShapeProblem(node);
      if (shape) report(`${at}: ${shape}`);
    },
  );
}

/** The names rjsf maps a `ui:widget` or a string `format` to one of its own widgets by. */
const rjsfWidgetNames = [
  'alt-date',
  'alt-datetime',
  'checkbox',
  'checkboxes',
  'color',
  'data-url',
  'date',
  'date-time',
  'datetime',
  'file',
  'files',
  'hidden',
  'password',
  'range',
  'time',
  'updown',
  'uri',
];

const known = (names: readonly string[], value: unknown) =>
  typeof value === 'string' && names.includes(value);

/** A ui option as rjsf reads it: `ui:name`, or `name` in `ui:options`. */
function uiOption(ui: Node, name: string): unknown {
  const options = ui['ui:options'];
  return ui[`ui:${name}`] ?? (isRecord(options) ? options[name] : undefined);
}

/** Problems with one field's ui schema, none when our renderer shows it. */
function uiProblems(ui: Node, schema: Node): string[] {
  const problems: string[] = [];
  const widget = uiOption(ui, 'widget');
  if (widget !== undefined && !known(widgetNames, widget))
    problems.push(`ui:widget ${JSON.stringify(widget)} names no widget of the form engine`);
  const { format } = schema;
  if (widget === undefined && known(rjsfWidgetNames, format))
    problems.push(
      `format '${String(format)}' would show one of rjsf's widgets, which the form engine leaves out; give it a ui:widget`,
    );
  const options = [
    ...Object.keys(ui),
    ...Object.keys(isRecord(ui['ui:options']) ? ui['ui:options'] : {}),
  ];
  for (const option of options.filter((key) => /Template$/.test(key)))
    problems.push(`${option}: the form engine sets rjsf's templates itself`);
  const disclosure = helpDisclosureProblem(ui);
  if (disclosure) problems.push(disclosure);
  if (uiOption(ui, 'enableOptionalDataFieldForType') !== undefined)
    problems.push(
      "enableOptionalDataFieldForType: rjsf's optional-data controls are left out of the form engine",
    );
  return problems;
}

/** Problems with one schema node and its ui schema, none when our renderer shows it. */
function nodeProblems(schema: Node, ui: Node): string[] {
  const problems = uiProblems(ui, schema);
  for (const [keyword, why] of Object.entries(refusedKeywords))
    if (keyword in schema) problems.push(`${keyword}: ${why}`);
  const { type } = schema;
  if (type === 'array')
    problems.push(
      "an array needs a ui:field that shows it (rjsf's ArrayField is left out of the form engine)",
    );
  else if (type === 'boolean')
    problems.push(
      "a boolean is not shown by the form engine (rjsf's BooleanField is left out); use a string with ui:widget 'switcher'",
    );
  else if (!known(renderedTypes, type))
    problems.push(
      `type must be one of ${renderedTypes.join(', ')} (found ${JSON.stringify(type)})`,
    );
  const { enum: choices } = schema;
  if (Array.isArray(choices) && choices.length === 1 && schema.default !== choices[0])
    problems.push(
      `a question with one answer is answered for the applicant: give it "default": ${JSON.stringify(choices[0])}`,
    );
  if ('additionalProperties' in schema && schema.additionalProperties !== false)
    problems.push(
      "additionalProperties other than false: rjsf's templates for extra keys are left out of the form engine",
    );
  return problems;
}

/**
 * The conditional keywords inside one of our own fields: rjsf still computes the subtree's
 * defaults, which the engine does without conditionals (defaultsKeywords above).
 */
function conditionalFindings(schema: unknown, pointer: string, report: (problem: string) => void) {
  walkSchema(schema, pointer, (key, at) => {
    const why = refusedKeywords[key];
    if (why) report(`${at}: ${key}: ${why}`);
  });
}

/**
 * Every place in a definition's step schemas that the engine's rjsf registry cannot show: the
 * form's file, the step and the JSON pointer of the schema, and what is wrong there.
 */
export function renderableFindings(path: string, definition: StepsDefinition): string[] {
  const findings: string[] = [];
  const walk = (
    schema: unknown,
    ui: unknown,
    pointer: string,
    report: (problem: string) => void,
  ) => {
    if (!isRecord(schema)) return;
    const uiNode = isRecord(ui) ? ui : {};
    const field = uiOption(uiNode, 'field');
    if (field !== undefined) {
      // Our field shows the whole subtree; anything else would be ignored or left out by rjsf.
      if (!known(fieldNames, field))
        report(
          `${pointer}: ui:field ${JSON.stringify(field)} names no field of the form engine (${fieldNames.join(', ')})`,
        );
      conditionalFindings(schema, pointer, report);
      return;
    }
    for (const problem of nodeProblems(schema, uiNode)) report(`${pointer}: ${problem}`);
    if (!isRecord(schema.properties)) return;
    for (const [key, property] of Object.entries(schema.properties))
      walk(property, uiNode[key], `${pointer}/properties/${key}`, report);
  };
  definition.steps.forEach((step, i) => {
    const report = (problem: string) => findings.push(`${path}: step '${step.id}' ${problem}`);
    walk(step.schema, step.uiSchema, `/steps/${i}/schema`, report);
    mergedFindings(step.schema, `/steps/${i}/schema`, report);
  });
  return findings;
}
