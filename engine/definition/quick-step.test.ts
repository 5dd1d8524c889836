import { describe, expect, it } from 'vitest';
import { continuation, spouseContinuationFindings } from './quick-step';
import type { QuickStepContinuation } from './types';

const withSpouse: QuickStepContinuation = {
  fullAppFormId: { member: 'full-member', spouse: 'full-spouse' },
  spouseWhen: { required: ['service'] },
};
const membersOnly: QuickStepContinuation = { fullAppFormId: { member: 'full-member' } };

describe('the full application a Quick Step continues with', () => {
  it("is the spouse's when the answers make the applicant a spouse, else the member's", () => {
    expect(continuation(withSpouse, true)).toEqual({ kind: 'spouse', formId: 'full-spouse' });
    expect(continuation(withSpouse, false)).toEqual({ kind: 'member', formId: 'full-member' });
  });

  it("is always the spouse's for a Quick Step sold to spouses only", () => {
    const spousesOnly: QuickStepContinuation = { fullAppFormId: { spouse: 'full-spouse' } };
    expect(continuation(spousesOnly, false)).toEqual({ kind: 'spouse', formId: 'full-spouse' });
    expect(continuation(spousesOnly, true)).toEqual({ kind: 'spouse', formId: 'full-spouse' });
  });

  it("is always the member's for a Quick Step sold to members only", () => {
    expect(continuation(membersOnly, false)).toEqual({ kind: 'member', formId: 'full-member' });
    expect(continuation(membersOnly, true)).toEqual({ kind: 'member', formId: 'full-member' });
  });
});

describe('a Quick Step for members only', () => {
  it('is fine with no spouse rule and no spouse seed', () => {
    expect(spouseContinuationFindings('forms/q.json', membersOnly)).toEqual([]);
    expect(spouseContinuationFindings('forms/q.json', withSpouse)).toEqual([]);
    expect(spouseContinuationFindings('forms/q.json', undefined)).toEqual([]);
  });

  it('is refused a spouse rule or a spouse seed, which would send a spouse to the member form', () => {
    const spouseOnly: QuickStepContinuation = {
      ...membersOnly,
      spouseWhen: { required: ['service'] },
      seed: { member: { a: 1 }, spouse: { service: { branch: '9' } } },
    };
    expect(spouseContinuationFindings('forms/q.json', spouseOnly)).toEqual([
      'forms/q.json: /quickStep/spouseWhen is for a spouse, but /quickStep/fullAppFormId names no spouse application',
      'forms/q.json: /quickStep/seed/spouse is for a spouse, but /quickStep/fullAppFormId names no spouse application',
    ]);
  });
});
