import { describe, expect, it } from 'vitest';
import {
  confirmationPaths,
  createApplicationStore,
  runtimeValidators,
  seedFullApplication,
  type FormData,
} from '../engine';
import { formById, formDefinitions, plansRules } from '.';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  };
}

const quickSteps = formDefinitions.filter((definition) => definition.quickStep);
const withSpouse = quickSteps.filter((definition) => definition.quickStep?.fullAppFormId.spouse);
const membersOnly = quickSteps.filter((definition) => !definition.quickStep?.fullAppFormId.spouse);

/** What a spouse typed on a Quick Step: the sponsor's branch where the form asks for one. */
function spouseAnswers(formId: string): FormData {
  const sponsorBranch = formId.includes('federal-civilian') ? '8' : '2';
  return {
    service: { dutyStatus: '9', branch: sponsorBranch },
    insured: { firstName: 'Ann', lastName: 'Lee', gender: 'F', dateOfBirth: '01/01/1980' },
  };
}

/** A Quick Step's form, its validators and a store holding what a spouse typed on it. */
function typedBySpouse(formId: string) {
  const definition = formById(formId);
  if (!definition) throw new Error(formId);
  const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [] });
  const answers = spouseAnswers(formId);
  store.getState().saveStep(definition.appId, formId, answers, ['eligibility', 'insured']);
  return { definition, store, answers, validators: runtimeValidators(definition, plansRules) };
}

describe('a completed Quick Step continues into its seeded full application', () => {
  it('has Quick Step forms to continue', () => {
    expect(quickSteps.length).toBeGreaterThan(0);
  });

  it.each(withSpouse.map((definition) => definition.formId))(
    "%s: a spouse's full application starts as a Sponsored Spouse (branch 9), with the answers typed",
    (formId) => {
      const { definition, store, answers, validators } = typedBySpouse(formId);
      expect(validators.continuesAsSpouse(answers)).toBe(true);

      const target = seedFullApplication(store, definition, validators.continuesAsSpouse(answers));
      expect(target).toBe(definition.quickStep?.fullAppFormId.spouse);
      const full = formById(target ?? '');
      if (!full) throw new Error(`no form ${target}`);
      const seeded = store.getState().entry(full.appId, full.formId)?.tempData ?? {};
      expect(seeded.service).toEqual({ dutyStatus: '9', branch: '9' });
      expect(seeded.insured).toEqual(answers.insured);
      const first = full.steps[0]?.id ?? '';
      const errors = runtimeValidators(full, plansRules).validateStep(first, seeded);
      expect(Object.keys(errors).filter((path) => path.startsWith('service'))).toEqual([]);
    },
  );

  it.each(membersOnly.map((definition) => definition.formId))(
    '%s: sold to members only, it continues with the member application whatever the answers',
    (formId) => {
      const { definition, store, answers, validators } = typedBySpouse(formId);
      expect(validators.continuesAsSpouse(answers)).toBe(false);
      const member = definition.quickStep?.fullAppFormId.member;
      expect(seedFullApplication(store, definition, true)).toBe(member);
      expect(store.getState().entry(definition.appId, member ?? '')?.tempData).toEqual(answers);
    },
  );

  it.each(
    quickSteps
      .filter((definition) => definition.quickStep?.fullAppFormId.member)
      .map((definition) => definition.formId),
  )("%s: a member's full application keeps the member's own answers", (formId) => {
    const definition = formById(formId);
    if (!definition) throw new Error(formId);
    const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [] });
    const service = formId.includes('federal-civilian')
      ? { dutyStatus: '8', branch: '8' }
      : { dutyStatus: '2', branch: '3' };
    store.getState().saveStep(definition.appId, formId, { service }, ['eligibility']);
    const target = seedFullApplication(store, definition, false);
    expect(target).toBe(definition.quickStep?.fullAppFormId.member);
    expect(store.getState().entry(definition.appId, target ?? '')?.tempData).toEqual({ service });
  });

  it('national-guard-spouse-quick-step: sold to spouses only, it continues as a spouse', () => {
    const definition = formById('national-guard-spouse-quick-step');
    if (!definition) throw new Error('no spouse Quick Step');
    const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [] });
    expect(seedFullApplication(store, definition, false)).toBe('national-guard-spouse');
  });

  it.each(quickSteps.map((definition) => definition.formId))(
    "%s: the Quick Step's consents are not carried over: the full application asks them afresh",
    (formId) => {
      const definition = formById(formId);
      if (!definition) throw new Error(formId);
      const consents = confirmationPaths(definition);
      expect(consents.length).toBeGreaterThan(0);
      const answers: FormData = { insured: { firstName: 'Ann' } };
      for (const [section, field] of consents) {
        if (!section || !field) throw new Error(`a consent outside a section in ${formId}`);
        answers[section] = { ...(answers[section] as FormData | undefined), [field]: '1' };
      }
      const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [] });
      store.getState().saveStep(definition.appId, formId, answers, ['insured']);
      const target = seedFullApplication(store, definition, false) ?? '';
      const seeded = store.getState().entry(definition.appId, target)?.tempData ?? {};
      expect(seeded.insured).toEqual({ firstName: 'Ann' });
      for (const [section, field] of consents)
        expect((seeded[section ?? ''] as FormData | undefined)?.[field ?? '']).toBeUndefined();
    },
  );
});
