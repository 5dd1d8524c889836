import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../validators';
import { createAjv } from './create-ajv';
import { ageOn, checkAge, coverageOptionsAt } from './keyword-runtime';
import { rulesWith } from '../testing/plan-rules-stub';

// 11:00 UTC on 15 June 2026: still 15 June in New York, already 16 June on Kiritimati (UTC+14).
const instant = new Date('2026-06-15T11:00:00Z');
// Turns 60 on 16 June 2026: 59 on the association's (New York) calendar at that instant.
const dateOfBirth = '06/16/1966';
const quickStepAges = { '': { min: 17, max: 59 } };

const rules = rulesWith({
  ageLimits: () => ({ min: 17, max: 59 }),
  coverageOptions: (_ref, age) => ({ list: age === undefined || age < 60 ? [100000] : [] }),
});

describe('ages counted on New York dates whatever the machine time zone', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Pacific/Kiritimati';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
  });
  afterEach(() => {
    vi.useRealTimers();
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('reads the machine clock in a zone a day ahead of New York', () => {
    expect(new Date().getDate()).toBe(16);
  });

  it('counts the age on the New York date', () => {
    expect(ageOn(dateOfBirth, new Date())).toBe(59);
  });

  it('lets the runtime keyword accept the age the server accepts', () => {
    expect(checkAge(dateOfBirth, { limits: quickStepAges }, {})).toBeUndefined();
    expect(checkAge('06/15/1966', { limits: quickStepAges }, {})).toBe(messages.ageNotMatching);
    const validate = createAjv(rules).compile({
      type: 'object',
      properties: { dateOfBirth: { type: 'string', ageForPlan: { plan: 'p', variant: 'v' } } },
    });
    expect(validate({ dateOfBirth })).toBe(true);
  });

  it('narrows coverage by the New York age', () => {
    const params = {
      options: { list: [100000] },
      bands: [
        { minAge: 17, maxAge: 59, options: { list: [100000] } },
        { minAge: 60, maxAge: 69, options: { list: [] } },
      ],
      dateOfBirth: '/dateOfBirth',
    };
    expect(coverageOptionsAt(params, { dateOfBirth })).toEqual({ list: [100000] });
  });
});
