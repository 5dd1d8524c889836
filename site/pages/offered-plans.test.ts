import { describe, expect, it } from 'vitest';
import type { ApplyPlan } from '../models/page-model';
import { plansOfferedIn } from './offered-plans';

const plan = (id: string, offeredIn: readonly string[][]): ApplyPlan => ({
  id,
  name: id,
  summary: '',
  landingPage: null,
  choices: offeredIn.map((states, index) => ({
    label: `choice ${index}`,
    linkText: `Apply ${index}`,
    route: `/${id}/${index}/`,
    offeredIn: states,
  })),
});

describe('plans offered in a state', () => {
  const plans = [plan('a', [['VA', 'TX'], ['VA']]), plan('b', [['TX']])];

  it('keeps only the applications sold in the state', () => {
    expect(plansOfferedIn(plans, 'TX').map((p) => [p.id, p.choices.map((c) => c.route)])).toEqual([
      ['a', ['/a/0/']],
      ['b', ['/b/0/']],
    ]);
  });

  it('drops a plan with no application in the state', () => {
    expect(plansOfferedIn(plans, 'VA').map((p) => p.id)).toEqual(['a']);
    expect(plansOfferedIn(plans, 'OR')).toEqual([]);
  });
});
