import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types';
import { createApplicationStore } from './application-store';
import { memoryStorage } from './memory-storage';
import { definitionVersion, restoreSavedApplication } from './saved-application';

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

  it('counts a definition without a version as the first', () => {
    expect(definitionVersion(definition)).toBe(1);
    expect(definitionVersion({ ...definition, version: 3 } as FormDefinition)).toBe(3);
  });
});
