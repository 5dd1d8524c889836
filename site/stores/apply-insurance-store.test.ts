import { describe, expect, it } from 'vitest';
import { createApplyInsuranceStore } from './apply-insurance-store';

describe('apply-insurance store', () => {
  it('starts with no answers and keeps both answers together', () => {
    const store = createApplyInsuranceStore();
    expect(store.getState()).toMatchObject({ existingOrNew: null, resideIn: null });
    store.getState().save({ existingOrNew: 'existing', resideIn: 'VA' });
    expect(store.getState()).toMatchObject({ existingOrNew: 'existing', resideIn: 'VA' });
    store.getState().clear();
    expect(store.getState()).toMatchObject({ existingOrNew: null, resideIn: null });
  });

  it('refuses a state outside the validators list', () => {
    const store = createApplyInsuranceStore();
    store.getState().save({ existingOrNew: 'new', resideIn: 'XX' });
    expect(store.getState().resideIn).toBeNull();
  });
});
