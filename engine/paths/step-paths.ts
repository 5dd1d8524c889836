import type { Form } from '../definition/form';
import { getSimplePaths } from '@xstate/graph';
import type { FormData, JsonSchema, StepDefinition } from '../definition/types';
import { continuation } from '../definition/quick-step';
import {
  createStepMachine,
  type StepMachineContext,
  type StepMachineEvent,
  type SubmitResult,
} from '../machine/create-step-machine';
import { reviewStep } from '../machine/step-order';
import { validValue, withConfirmedAnswers } from './sample-data';
import { schemaAt } from '../definition/answer-path';
import type { SampleContext } from './samples';

export interface StepPath {
  /** The steps visited, in order, ending with the review. */
  steps: string[];
  /** The events that walk the path from the first step to 'submitted'. */
  events: StepMachineEvent[];
  /** For a Quick Step: the full application the path continues into. */
  continuesWith?: string;
}

export const sampleResult: SubmitResult = {
  applicationId: 'path-test',
  referenceNumber: 'PATH-0001',
  status: 'received',
};

const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Paths (segments) a condition pins with `const`, e.g. ['payment', 'method']. */
function pinnedPaths(condition: JsonSchema, segments: string[] = []): string[][] {
  const found: string[][] = condition.const !== undefined ? [segments] : [];
  if (isSchema(condition.properties)) {
    for (const [key, sub] of Object.entries(condition.properties)) {
      if (isSchema(sub)) found.push(...pinnedPaths(sub, [...segments, key]));
    }
  }
  return found;
}

function setAt(data: FormData, segments: string[], value: unknown): FormData {
  const [head, ...rest] = segments;
  if (head === undefined) return data;
  const child = data[head];
  return {
    ...data,
    [head]: rest.length === 0 ? value : setAt(isSchema(child) ? child : {}, rest, value),
  };
}

function deepMerge(base: unknown, extra: unknown): unknown {
  if (!isSchema(base) || !isSchema(extra)) return extra;
  const out: JsonSchema = { ...base };
  for (const [key, value] of Object.entries(extra)) out[key] = deepMerge(base[key], value);
  return out;
}

/**
 * The NEXT answers tried on a step: its valid sample, and variants that steer every condition
 * of the form (a step's, the Quick Step continuation's) both ways, one per distinct outcome.
 */
export function stepVariants(
  form: Form,
  step: StepDefinition,
  before: FormData,
  context: SampleContext,
): FormData[] {
  const { definition, validators } = form;
  const own = new Set(Object.keys(isSchema(step.schema.properties) ? step.schema.properties : {}));
  const base = withConfirmedAnswers(
    step.schema,
    validValue(step.schema, context),
    before,
  ) as FormData;
  const conditions = [
    ...definition.steps.flatMap((s) => (s.condition ? [s.condition] : [])),
    ...(definition.quickStep?.spouseWhen ? [definition.quickStep.spouseWhen] : []),
  ];
  const candidates: FormData[] = [base];
  for (const condition of conditions) {
    const pinned = validValue(condition, context) as FormData;
    const mine = Object.fromEntries(Object.entries(pinned).filter(([key]) => own.has(key)));
    if (Object.keys(mine).length > 0) candidates.push(deepMerge(base, mine) as FormData);
    for (const segments of pinnedPaths(condition)) {
      if (!own.has(segments[0] ?? '')) continue;
      const field = schemaAt(step.schema, segments.join('.'));
      const values = field?.format === 'switcher' ? ['0', '1'] : field?.enum;
      for (const value of Array.isArray(values) ? values : []) {
        candidates.push(setAt(base, segments, value));
      }
    }
  }
  const seen = new Set<string>();
  return candidates.filter((candidate) => {
    const data = { ...before, ...candidate };
    if (Object.keys(validators.validateStep(step.id, data)).length > 0) return false;
    const outcome = JSON.stringify([
      ...definition.steps.map((s) => validators.entersStep(s.id, data)),
      validators.continuesAsSpouse(data),
    ]);
    if (seen.has(outcome)) return false;
    seen.add(outcome);
    return true;
  });
}

function continuesWith(form: Form, data: FormData): { continuesWith?: string } {
  const { definition, validators } = form;
  const quickStep = definition.quickStep;
  if (!quickStep) return {};
  return {
    continuesWith: continuation(quickStep, validators.continuesAsSpouse(data)).formId,
  };
}

/**
 * Every simple path through a form's step machine from its first step to 'submitted' (xstate's
 * graph utilities). States are told apart by step alone, never by the form data.
 */
export function stepPaths(form: Form, context: SampleContext): StepPath[] {
  const { definition } = form;
  const machine = createStepMachine(form);
  const stepsById = new Map(definition.steps.map((step) => [step.id, step]));
  const paths = getSimplePaths(machine, {
    serializeState: (snapshot) => `${JSON.stringify(snapshot.value)}|${snapshot.status}`,
    events: (snapshot) => {
      const { value } = snapshot;
      const ctx = snapshot.context as StepMachineContext;
      const step = typeof value === 'string' ? stepsById.get(value) : undefined;
      if (step) {
        return stepVariants(form, step, ctx.data, context).map((data) => ({
          type: 'NEXT' as const,
          data,
        }));
      }
      if (value === reviewStep) return [{ type: 'SUBMIT' as const }];
      if (value === 'submitting') return [{ type: 'SUBMITTED' as const, result: sampleResult }];
      return [];
    },
    toState: (snapshot) => snapshot.status === 'done',
  });
  return paths.map((path) => {
    const events = path.steps
      .map((s): { type: string } => s.event)
      .filter((event): event is StepMachineEvent => event.type !== 'xstate.init');
    // Snapshots are shared between paths that meet (states ignore data): replay the answers.
    const data = events.reduce<FormData>(
      (all, event) => (event.type === 'NEXT' ? { ...all, ...event.data } : all),
      {},
    );
    return {
      ...continuesWith(form, data),
      steps: path.steps
        .map((s): unknown => s.state.value)
        .filter(
          (value): value is string =>
            typeof value === 'string' && (stepsById.has(value) || value === reviewStep),
        )
        .filter((value, i, all) => all.indexOf(value) === i),
      events,
    };
  });
}
