import type { Form } from '../definition/form';
import { createActor } from 'xstate';
import type { FormData } from '../definition/types';
import { createStepMachine } from '../machine/create-step-machine';
import { invalidCases, withValue } from './sample-data';
import type { SampleContext } from './samples';
import type { StepPath } from './step-paths';

export interface PathReport {
  steps: string[];
  /** Invalid answers tried, each expected to be refused with its message. */
  invalidChecked: number;
  /** What went wrong; empty when the path walks to 'submitted' and every invalid is refused. */
  failures: string[];
}

/**
 * Walks one path on a fresh machine. Before each valid Continue it tries every invalid sample
 * of the step: the step's validation must answer the sample's message at its field, and the
 * machine must stay on the step.
 */
export function verifyPath(form: Form, path: StepPath, context: SampleContext): PathReport {
  const { definition, validators } = form;
  const actor = createActor(createStepMachine(form), { input: {} }).start();
  const stepsById = new Map(definition.steps.map((step) => [step.id, step]));
  const failures: string[] = [];
  let invalidChecked = 0;
  for (const event of path.events) {
    const snapshot = actor.getSnapshot();
    const at = String(snapshot.value);
    const step = stepsById.get(at);
    if (event.type === 'NEXT' && step) {
      const answers = event.data ?? {};
      for (const invalid of invalidCases(step.schema, context)) {
        invalidChecked += 1;
        const data: FormData = {
          ...snapshot.context.data,
          ...withValue(answers, invalid.segments, invalid.value),
        };
        const message = validators.validateStep(step.id, data)[invalid.field];
        if (message !== invalid.message) {
          failures.push(
            `${at}: ${invalid.field} = ${JSON.stringify(invalid.value)} gave ${JSON.stringify(message)}, expected ${JSON.stringify(invalid.message)}`,
          );
        }
      }
      const first = invalidCases(step.schema, context)[0];
      if (first) {
        actor.send({ type: 'NEXT', data: withValue(answers, first.segments, first.value) });
        if (actor.getSnapshot().value !== at)
          failures.push(`${at}: the machine moved on with ${first.field} invalid`);
      }
    }
    actor.send(event);
    if (event.type === 'NEXT' && actor.getSnapshot().value === at) {
      failures.push(
        `${at}: valid answers refused: ${JSON.stringify(actor.getSnapshot().context.errors)}`,
      );
    }
  }
  if (actor.getSnapshot().status !== 'done')
    failures.push(`ended at ${String(actor.getSnapshot().value)}, not submitted`);
  actor.stop();
  return { steps: path.steps, invalidChecked, failures };
}
