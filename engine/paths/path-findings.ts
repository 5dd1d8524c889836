import type { Form } from '../definition/form';
import type { FormData } from '../definition/types';
import { enteredSteps } from '../machine/step-order';
import { valueAtField } from '../definition/answer-path';
import { validValue } from './sample-data';
import type { SampleContext } from './samples';
import { stepPaths, stepVariants, type StepPath } from './step-paths';

const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

/**
 * Walks the form with the first generated answers each step allows, and names the first step
 * none of them passes, with each field's answer and the message it got: where a plan setting
 * (no age range, no state, no payment method the form offers) or a schema shuts the form.
 */
function blockedStep(form: Form, context: SampleContext): string | undefined {
  const { definition, validators } = form;
  let data: FormData = {};
  const passed = new Set<string>();
  for (;;) {
    const id = enteredSteps(form, data).find((s) => !passed.has(s));
    const step = definition.steps.find((s) => s.id === id);
    if (!step) return undefined;
    const [first] = stepVariants(form, step, data, context);
    if (!first) {
      const tried = { ...data, ...(validValue(step.schema, context) as FormData) };
      const refusals = Object.entries(validators.validateStep(step.id, tried)).map(
        ([path, message]) => `${path} = ${shown(valueAtField(tried, path))}: ${message}`,
      );
      return `step '${step.id}' (${step.title}) refuses every generated answer: ${refusals.join('; ')}`;
    }
    data = { ...data, ...first };
    passed.add(step.id);
  }
}

/**
 * What keeps a form from being completed, as its step paths find it: no path that reaches the
 * review (with the step that shuts it), and steps no path enters. Empty when every step is on
 * a path to the review. `paths` are the form's step paths, when the caller has them already.
 */
export function pathFindings(
  form: Form,
  context: SampleContext,
  paths: readonly StepPath[] = stepPaths(form, context),
): string[] {
  const { definition } = form;
  if (paths.length === 0) {
    const blocked = blockedStep(form, context);
    return [`no path reaches the review${blocked ? `: ${blocked}` : ''}`];
  }
  const entered = new Set(paths.flatMap((path) => path.steps));
  return definition.steps
    .filter((step) => !entered.has(step.id))
    .map(
      (step) =>
        `step '${step.id}' (${step.title}) is on no path: no answer the form and its plan allow leads to it`,
    );
}
