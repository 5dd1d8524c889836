// An answer edited from the review can make a step passed before invalid: on the Quick Step, a
// date of birth in an older age band lowers the coverage limit, so the coverage step is asked
// again before the review instead of a submission the server would refuse.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bornAged, createStepMachine, runtimeForm, stepPaths, type FormData } from '../engine';
import { formById, plansRules } from '../forms';

const found = formById('term-90-plus-quick-step');
if (!found) throw new Error('no Quick Step form');
const quickStep = found;
const now = new Date();
const form = runtimeForm(quickStep, plansRules);
const { validators } = form;

/** The answers of the Quick Step's shortest path, born `age` years ago, for `amount`. */
function answers(age: number, amount: number): FormData {
  const path = stepPaths(form, { rules: plansRules, now }).reduce((a, b) =>
    b.events.length < a.events.length ? b : a,
  );
  const data = path.events.reduce<FormData>(
    (all, e) => (e.type === 'NEXT' ? { ...all, ...e.data } : all),
    {},
  );
  const insured = { ...(data.insured as object), dateOfBirth: bornAged(age, now) };
  return { ...data, insured, coverage: { ...(data.coverage as object), amount } };
}

describe('editing an answer from the review', () => {
  it('asks again the steps it made invalid, then returns to the review', () => {
    const young = answers(30, 250000);
    expect(validators.validateStep('coverage', young)).toEqual({});
    const actor = createActor(createStepMachine(form), {
      input: { data: young, passedSteps: quickStep.steps.map((step) => step.id) },
    }).start();
    expect(actor.getSnapshot().value).toBe('review');

    actor.send({ type: 'GOTO', step: 'insured' });
    const older = answers(46, 250000);
    actor.send({ type: 'NEXT', data: { insured: older.insured } });
    expect(actor.getSnapshot().value).toBe('coverage');
    expect(actor.getSnapshot().context.passedSteps).not.toContain('coverage');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('coverage');

    actor.send({ type: 'NEXT', data: { coverage: answers(46, 150000).coverage } });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('goes straight back to the review when nothing else changed', () => {
    const young = answers(30, 250000);
    const actor = createActor(createStepMachine(form), {
      input: { data: young, passedSteps: quickStep.steps.map((step) => step.id) },
    }).start();
    actor.send({ type: 'GOTO', step: 'insured' });
    actor.send({ type: 'NEXT', data: { insured: answers(35, 250000).insured } });
    expect(actor.getSnapshot().value).toBe('review');
  });
});
