import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { findState, isStateCode, states, validateState, validateStateForPlan } from './states';

const kindCount = (kind: string): number => states.filter((state) => state.kind === kind).length;

describe('states, territories and military mail codes', () => {
  it('holds the 50 states, DC, five territories and AA, AE, AP', () => {
    expect(kindCount('state')).toBe(50);
    expect(kindCount('district')).toBe(1);
    expect(states.filter((s) => s.kind === 'territory').map((s) => s.code)).toEqual([
      'AS',
      'GU',
      'MP',
      'PR',
      'VI',
    ]);
    expect(states.filter((s) => s.kind === 'military').map((s) => s.code)).toEqual([
      'AA',
      'AE',
      'AP',
    ]);
  });

  it('has unique two-letter codes', () => {
    const codes = states.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('knows every state the spec names', () => {
    const named = [
      'AK',
      'CA',
      'ID',
      'KS',
      'LA',
      'MD',
      'MT',
      'NH',
      'NM',
      'NC',
      'TX',
      'UT',
      'WA',
      'NY',
    ];
    for (const code of [...named, 'AR', 'CT', 'DE', 'FL', 'MI', 'NJ', 'OH', 'RI', 'ME', 'OR']) {
      expect(findState(code)?.kind).toBe('state');
    }
    expect(findState('DC')?.name).toBe('District of Columbia');
  });

  it('validates codes', () => {
    expect(isStateCode('PR')).toBe(true);
    expect(validateState('AE')).toBeUndefined();
    expect(validateState('XX')).toBe(messages.invalid);
    expect(validateState('ny')).toBe(messages.invalid);
  });

  it("rejects a state on the plan's not-available list with its own message", () => {
    const notAvailable = ['AA', 'AE', 'AP', 'ME', 'MP', 'OR'];
    expect(validateStateForPlan('TX', notAvailable)).toBeUndefined();
    expect(validateStateForPlan('ME', notAvailable)).toBe(messages.stateNotAvailable);
    expect(validateStateForPlan('XX', notAvailable)).toBe(messages.invalid);
    expect(validateStateForPlan(undefined, notAvailable)).toBeUndefined();
  });

  it('never throws when the plan gives no list: a listed state is then available', () => {
    const noList = undefined as unknown as readonly string[];
    expect(validateStateForPlan('TX', noList)).toBeUndefined();
    expect(validateStateForPlan('', noList)).toBeUndefined();
    expect(validateStateForPlan('XX', noList)).toBe(messages.invalid);
  });
});
