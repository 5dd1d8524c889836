import {
  createStepMachine,
  reviewStep,
  stepPaths,
  type Form,
  type FormDefinition,
  type JsonSchema,
  type SampleContext,
  type StepDefinition,
  type StepPath,
} from '../../engine';
import { conditionWords, type LabelsAt } from './condition-words';

export type FlowNodeKind = 'step' | 'review' | 'continuation';

export interface FlowNode {
  id: string;
  label: string;
  kind: FlowNodeKind;
  /** The step's condition in words, for a step asked only sometimes. */
  condition?: string;
}

export interface FlowEdge {
  from: string;
  to: string;
  /** When the applicant goes this way, in words; empty when always. */
  when: string;
}

export interface FlowGraph {
  formId: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
}

// The machine's states that are no step of the form: where it starts and how sending ends.
const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The field's enum in a step's schema, found by its path through `properties`. */
function enumAt(schema: JsonSchema, path: string[]): unknown[] | undefined {
  let node: unknown = schema;
  for (const key of path) {
    const properties: unknown = isSchema(node) ? node.properties : undefined;
    node = isSchema(properties) ? properties[key] : undefined;
  }
  return isSchema(node) && Array.isArray(node.enum) ? node.enum : undefined;
}

/** The labels a step's uiSchema gives the field at `path`: `ui:enumLabels`, or `ui:enumNames`. */
function labelsIn(steps: readonly StepDefinition[]): LabelsAt {
  return (path) => {
    for (const step of steps) {
      let node: unknown = step.uiSchema;
      for (const key of path) node = isSchema(node) ? node[key] : undefined;
      if (!isSchema(node)) continue;
      const labels = node['ui:enumLabels'];
      if (isSchema(labels))
        return Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, String(v)]));
      const names = node['ui:enumNames'];
      const codes = enumAt(step.schema, path);
      if (Array.isArray(names) && codes)
        return Object.fromEntries(codes.map((code, i) => [String(code), String(names[i])]));
    }
    return undefined;
  };
}

/** Why the applicant goes from one step to the next: the next one's condition, and each skipped. */
function edgeWords(
  definition: FormDefinition,
  from: string,
  to: string,
  labelsAt: LabelsAt,
): string {
  const ids = definition.steps.map((step) => step.id);
  const start = ids.indexOf(from) + 1;
  const end = to === reviewStep ? ids.length : ids.indexOf(to);
  const said: string[] = [];
  for (const skipped of definition.steps.slice(start, end))
    if (skipped.condition)
      said.push(`not (${conditionWords(skipped.condition, labelsAt)}): skips ${skipped.title}`);
  const target = definition.steps.find((step) => step.id === to);
  if (target?.condition) said.unshift(`if ${conditionWords(target.condition, labelsAt)}`);
  return said.join('; ');
}

/**
 * A form's flow as the site's step machine runs it: its states are the nodes (each step, then
 * the review), and the edges are the moves the machine makes on the generated paths
 * (engine/paths), each with the conditions that choose it in words. A Quick Step's review leads
 * on to the full applications it continues with.
 */
export function flowGraph(
  form: Form,
  context: SampleContext,
  paths: readonly StepPath[] = stepPaths(form, context),
): FlowGraph {
  const { definition } = form;
  const machine = createStepMachine(form);
  const labelsAt = labelsIn(definition.steps);
  const stepsById = new Map(definition.steps.map((step) => [step.id, step]));
  // The machine's own states (resuming, checking a Continue, the submission) are no nodes.
  const nodes: FlowNode[] = Object.keys(machine.root.states)
    .filter((state) => stepsById.has(state) || state === reviewStep)
    .map((state) => {
      const step = stepsById.get(state);
      if (!step) return { id: state, label: 'Review', kind: 'review' as const };
      return step.condition
        ? {
            id: step.id,
            label: step.title,
            kind: 'step',
            condition: conditionWords(step.condition, labelsAt),
          }
        : { id: step.id, label: step.title, kind: 'step' };
    });
  const edges = new Map<string, FlowEdge>();
  for (const path of paths) {
    path.steps.slice(1).forEach((to, i) => {
      const from = path.steps[i] ?? '';
      edges.set(`${from}>${to}`, { from, to, when: edgeWords(definition, from, to, labelsAt) });
    });
  }
  const quickStep = definition.quickStep;
  if (quickStep) {
    const reached = new Set(
      paths.flatMap((path) => (path.continuesWith ? [path.continuesWith] : [])),
    );
    const { member, spouse } = quickStep.fullAppFormId;
    const spouseWords = quickStep.spouseWhen ? conditionWords(quickStep.spouseWhen, labelsAt) : '';
    for (const [formId, when] of [
      [member, member && spouse ? `otherwise (a member)` : 'always, as a member'],
      [spouse, member && spouse ? `if ${spouseWords}` : 'always, as a spouse'],
    ] as const) {
      if (!formId) continue;
      const id = `continues:${formId}`;
      nodes.push({
        id,
        label: `Continues with ${formId}${reached.has(formId) ? '' : ' (no generated path)'}`,
        kind: 'continuation',
      });
      edges.set(`${reviewStep}>${id}`, { from: reviewStep, to: id, when });
    }
  }
  return { formId: definition.formId, nodes, edges: [...edges.values()] };
}
