import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '../../validators';
import type { FormDefinition } from '../definition/types';
import { exampleForm } from '../testing/example-form';
import { runtimeForm } from '../validation/runtime-validators';
import { createStepMachine } from './create-step-machine';
import { stillPassedSteps } from './step-order';
import { rulesWith } from '../testing/plan-rules-stub';

const rules = rulesWith({ coverageOptions: () => ({ list: [50000] }) });

const text = { type: 'string', minLength: 1 };
const definition: FormDefinition = exampleForm('machine-example', [
  {
    id: 'insured',
    title: 'Insured',
    schema: {
      type: 'object',
      required: ['insured'],
      properties: {
        insured: {
          type: 'object',
          required: ['name', 'isOwner'],
          properties: { name: text, isOwner: { type: 'string', format: 'switcher' } },
        },
      },
    },
  },
  {
    id: 'owner',
    title: 'Owner',
    condition: {
      required: ['insured'],
      properties: { insured: { properties: { isOwner: { const: '0' } } } },
    },
    schema: {
      type: 'object',
      required: ['owner'],
      properties: { owner: { type: 'object', required: ['name'], properties: { name: text } } },
    },
  },
  {
    id: 'consent',
    title: 'Consent',
    schema: {
      type: 'object',
      required: ['consent'],
      properties: { consent: { type: 'string', format: 'confirmation' } },
    },
  },
]);

const form = runtimeForm(definition, rules);
const start = (input = {}) => createActor(createStepMachine(form), { input }).start();

describe('createStepMachine', () => {
  it('moves on only when the step validates, keeping the errors and the typed data', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('insured');
    actor.send({ type: 'NEXT', data: { insured: { name: 'Ann' } } });
    const refused = actor.getSnapshot();
    expect(refused.value).toBe('insured');
    expect(refused.context.errors).toEqual({ 'insured.isOwner': messages.required });
    expect(refused.context.data).toEqual({ insured: { name: 'Ann' } });
    actor.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '1' } } });
    expect(actor.getSnapshot().value).toBe('consent');
    expect(actor.getSnapshot().context.lastPassedStep).toBe('insured');
  });

  it('decides each Continue from the context it meets, not from the event object sent', () => {
    const actor = start();
    const bare = { type: 'NEXT' } as const;
    actor.send(bare);
    expect(actor.getSnapshot().value).toBe('insured');
    expect(actor.getSnapshot().context.errors).not.toEqual({});
    actor.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '1' } } });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('insured');
    // The same event object again, over answers that now pass the step.
    actor.send(bare);
    expect(actor.getSnapshot().value).toBe('consent');
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.checked).toBeUndefined();
  });

  it('enters a conditional step only when its condition holds over the data', () => {
    const actor = start();
    actor.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '0' } } });
    expect(actor.getSnapshot().value).toBe('owner');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('insured');
    expect(actor.getSnapshot().context.data.insured).toEqual({ name: 'Ann', isOwner: '0' });
  });

  it('reviews, edits a passed step from the review and returns to it, then submits', () => {
    const actor = start();
    actor.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '1' } } });
    actor.send({ type: 'GOTO', step: 'review' });
    expect(actor.getSnapshot().value).toBe('consent');
    actor.send({ type: 'NEXT', data: { consent: '1' } });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'GOTO', step: 'insured' });
    actor.send({ type: 'NEXT', data: { insured: { name: 'Bea', isOwner: '1' } } });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'FAILED', message: messages.somethingWentWrong });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'SUBMIT' });
    const result = { applicationId: 'a1', referenceNumber: 'R1', status: 'received' };
    actor.send({ type: 'SUBMITTED', result });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.result).toEqual(result);
  });

  it('withdraws the confirmations given for an answer that changes, and asks their step again', () => {
    const confirming: FormDefinition = {
      ...definition,
      steps: definition.steps.map((step) =>
        step.id === 'consent'
          ? {
              ...step,
              schema: {
                type: 'object',
                required: ['consent', 'truthful'],
                properties: {
                  consent: { type: 'string', format: 'confirmation' },
                  truthful: { type: 'string', format: 'confirmation' },
                },
              },
              confirmAgainWhenChanged: [{ answer: '/insured/name', confirmations: ['/consent'] }],
            }
          : step,
      ),
    };
    const actor = createActor(createStepMachine(runtimeForm(confirming, rules)), {
      input: {},
    }).start();
    actor.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '1' } } });
    actor.send({ type: 'NEXT', data: { consent: '1', truthful: '1' } });
    expect(actor.getSnapshot().value).toBe('review');
    // The same answer again: the consent stands.
    actor.send({ type: 'GOTO', step: 'insured' });
    actor.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '1' } } });
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.data.consent).toBe('1');
    // Another one: the consent was given for the answer before, and is asked for again; the
    // step's other confirmation was not given for it, and stands.
    actor.send({ type: 'GOTO', step: 'insured' });
    actor.send({ type: 'NEXT', data: { insured: { name: 'Bea', isOwner: '1' } } });
    expect(actor.getSnapshot().value).toBe('consent');
    expect(actor.getSnapshot().context.data).not.toHaveProperty('consent');
    expect(actor.getSnapshot().context.data.truthful).toBe('1');
    expect(actor.getSnapshot().context.passedSteps).not.toContain('consent');
    actor.send({ type: 'NEXT', data: { consent: '1', truthful: '1' } });
    expect(actor.getSnapshot().value).toBe('review');

    // Left ticked on the browser's Back, the consent is withdrawn there too when the name changes.
    actor.send({ type: 'GOTO', step: 'consent', edit: true });
    actor.send({ type: 'GOTO', step: 'insured', left: { consent: '1', truthful: '1' } });
    expect(actor.getSnapshot().value).toBe('insured');
    actor.send({ type: 'NEXT', data: { insured: { name: 'Cy', isOwner: '1' } } });
    expect(actor.getSnapshot().value).toBe('consent');
    expect(actor.getSnapshot().context.leftAnswers).toEqual({ consent: { truthful: '1' } });
  });

  it('goes Back to the review from a step an Edit opened, and to the step before otherwise', () => {
    const actor = start();
    actor.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '1' } } });
    actor.send({ type: 'NEXT', data: { consent: '1' } });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'GOTO', step: 'consent', edit: true });
    expect(actor.getSnapshot().context.editing).toBe('consent');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.editing).toBeUndefined();
    // The browser's Back from the review: the step is no Edit, and Back goes on to the one before.
    actor.send({ type: 'GOTO', step: 'consent' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('insured');
  });

  it('keeps what was answered on a step left by Back, unchecked, until the step is passed', () => {
    const actor = start();
    actor.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '0' } } });
    actor.send({ type: 'BACK', left: { owner: { name: 'Bo' } } });
    expect(actor.getSnapshot().value).toBe('insured');
    expect(actor.getSnapshot().context.leftAnswers).toEqual({ owner: { owner: { name: 'Bo' } } });
    expect(actor.getSnapshot().context.data).not.toHaveProperty('owner');
    // Shown again, then passed: nothing of it is kept aside any more.
    actor.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '0' } } });
    expect(actor.getSnapshot().value).toBe('owner');
    actor.send({ type: 'NEXT', data: { owner: { name: 'Bo' } } });
    expect(actor.getSnapshot().value).toBe('consent');
    expect(actor.getSnapshot().context.leftAnswers).toEqual({});
  });

  it('refuses to go to a step beyond the furthest reached', () => {
    const actor = start();
    actor.send({ type: 'GOTO', step: 'consent' });
    expect(actor.getSnapshot().value).toBe('insured');
  });

  it('goes back to a passed step and forward again to the furthest step reached', () => {
    const actor = start();
    actor.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '1' } } });
    actor.send({ type: 'GOTO', step: 'insured' });
    expect(actor.getSnapshot().value).toBe('insured');
    actor.send({ type: 'GOTO', step: 'consent' });
    expect(actor.getSnapshot().value).toBe('consent');
  });

  it('resumes after a reload at the first entered step not passed, data intact', () => {
    const data = { insured: { name: 'Ann', isOwner: '0' } };
    const actor = start({ data, passedSteps: ['insured'] });
    expect(actor.getSnapshot().value).toBe('owner');
    expect(actor.getSnapshot().context.data).toEqual(data);
    expect(actor.getSnapshot().context.lastPassedStep).toBe('insured');
  });

  it('resumes past a step the form no longer has (renamed by a later release), asking nothing of it', () => {
    const data = { insured: { name: 'Ann', isOwner: '0' } };
    const actor = start({ data, passedSteps: ['insured', 'militaryService'] });
    expect(actor.getSnapshot().value).toBe('owner');
    expect(actor.getSnapshot().context.passedSteps).toEqual(['insured']);
    expect(actor.getSnapshot().context.lastPassedStep).toBe('insured');
  });

  it('shows a confirmation again with its result when the application was sent already', () => {
    const finished = { applicationId: 'a1', referenceNumber: 'R1', status: 'received' };
    const actor = start({ finished });
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.result).toEqual(finished);
  });
});

it('never goes around a step asked again after a reload, and reaches the review only past it', () => {
  // Insured's answers were lost (sensitive ones, say); owner and consent had been passed.
  const data = { insured: { isOwner: '0' }, owner: { name: 'Bob' }, consent: '1' };
  const actor = start({ data, passedSteps: ['owner', 'consent'] });
  expect(actor.getSnapshot().value).toBe('insured');
  // The browser's Back onto an entry of a step beyond it is refused, and so is the review.
  actor.send({ type: 'GOTO', step: 'owner' });
  expect(actor.getSnapshot().value).toBe('insured');
  actor.send({ type: 'GOTO', step: 'review' });
  expect(actor.getSnapshot().value).toBe('insured');

  // Had it got past (resumed at consent with insured counted as passed, its answers gone),
  // consent's Continue leads to insured first, and insured's straight on to the review.
  const around = start({ data, passedSteps: ['insured', 'owner'] });
  expect(around.getSnapshot().value).toBe('consent');
  around.send({ type: 'NEXT', data: { consent: '1' } });
  expect(around.getSnapshot().value).toBe('insured');
  around.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '0' } } });
  expect(around.getSnapshot().value).toBe('review');
});

describe('stillPassedSteps', () => {
  it('asks again a passed step whose answers no longer validate (sensitive answers dropped)', () => {
    const data = { insured: { name: 'Ann', isOwner: '1' } };
    expect(stillPassedSteps(form.validators, data, ['insured', 'consent'])).toEqual(['insured']);
  });

  it('after a reload past the review, leads from each step asked again to the next, then the review', () => {
    // Owner and consent were passed; insured's answers were lost (sensitive ones, say).
    const data = { insured: { isOwner: '0' }, owner: { name: 'Bob' } };
    const resumed = start({ data, passedSteps: ['owner'], returnToReview: true });
    expect(resumed.getSnapshot().value).toBe('insured');
    resumed.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '0' } } });
    // Owner stays passed: straight on to consent, the next step still to answer.
    expect(resumed.getSnapshot().value).toBe('consent');
    resumed.send({ type: 'NEXT', data: { consent: '1' } });
    expect(resumed.getSnapshot().value).toBe('review');

    // Without having reached the review, the steps are walked in order as before.
    const walked = start({ data, passedSteps: ['owner'] });
    walked.send({ type: 'NEXT', data: { insured: { name: 'Ann', isOwner: '0' } } });
    expect(walked.getSnapshot().value).toBe('owner');
  });
});
