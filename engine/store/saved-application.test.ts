import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types';
import { createApplicationStore } from './application-store';
import { memoryStorage } from './memory-storage';
import { restoreSavedApplication } from './saved-application';

const definition = {
  formId: 'standard',
  appId: 't90',
  steps: [
    { id: 'eligibility', title: 'Eligibility', schema: {} },
    { id: 'insured', title: 'Insured', schema: {} },
  ],
} as unknown as FormDefinition;

const saved = {
  appId: 't90',
  formId: 'standard',
  formVersion: 1,
  data: { insured: { firstName: 'Ann' } },
  passedSteps: ['eligibility', 'retired-step', 'insured'],
  idempotencyKey: 'key-from-the-first-device',
};

describe('restoreSavedApplication', () => {
  const store = () =>
    createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [], now: () => 42 });

  it('replaces what the browser held with the saved application, at its last passed step', () => {
    const applications = store();
    applications.getState().saveStep('t90', 'standard', { insured: { firstName: 'Bo' } }, []);
    applications.getState().saveTempData('t90', 'standard', { insured: { lastName: 'Typed' } });
    expect(restoreSavedApplication(applications, definition, saved, 1000)).toBe(true);
    expect(applications.getState().entry('t90', 'standard')).toEqual({
      data: { insured: { firstName: 'Ann' } },
      tempData: {},
      passedSteps: ['eligibility', 'insured'],
      lastPassedStep: 'insured',
      loading: false,
      lastModifiedAt: 1000,
      formVersion: 1,
      idempotencyKey: 'key-from-the-first-device',
    });
  });

  it('takes nothing saved of another form', () => {
    const applications = store();
    expect(restoreSavedApplication(applications, definition, { ...saved, formId: 'spouse' })).toBe(
      false,
    );
    expect(applications.getState().entry('t90', 'spouse')).toBeUndefined();
  });

  it('keeps the version the answers were saved under, for the wizard to migrate from', () => {
    const applications = store();
    const current = { ...definition, version: 3 } as FormDefinition;
    restoreSavedApplication(applications, current, { ...saved, formVersion: 2 });
    expect(applications.getState().entry('t90', 'standard')?.formVersion).toBe(2);
  });
});
