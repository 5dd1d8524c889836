import { describe, expect, it } from 'vitest';
import { allPlans } from '../../plans';
import { dutyStatuses } from '../../validators';
import { planCards, planFacts } from './build-page-model';

const options = { applyRoutes: new Set<string>() };
const codeListNames = new Set(dutyStatuses.map((status) => status.name));

describe('planFacts: who can apply', () => {
  it('says who can apply in plain words, never with the code list’s labels', () => {
    for (const plan of allPlans()) {
      for (const variant of plan.variants) {
        const eligible = planFacts(plan.id, variant.id, options)?.eligible ?? [];
        for (const name of eligible) expect(codeListNames.has(name), name).toBe(false);
      }
    }
  });

  it('names each group once, in the catalogue’s order', () => {
    const guard = allPlans().find((plan) => plan.id === 'national-guard');
    const member = guard?.variants[0];
    expect(guard && member && planFacts(guard.id, member.id, options)?.eligible).toEqual([
      'Members of the Army or Air National Guard',
    ]);
    const term90 = planFacts('term-90-plus', 'standard', options);
    expect(term90?.eligible).toEqual([
      'Service members on full-time active duty',
      'Members of the Ready Reserve, Reservists and Reserve academy cadets',
      'Cadets and midshipmen at a service academy',
      'Military retirees',
      'Service members who have separated from the military',
      'Veterans with an honorable discharge',
    ]);
  });
});

describe('planCards', () => {
  it('links each plan to its plan page in the site, never to a campaign page', () => {
    const cards = planCards();
    expect(cards.find((card) => card.id === 'national-guard')?.link).toBe(
      '/insurance-plans/national-guard/',
    );
    for (const card of cards) expect(card.link).not.toMatch(/^\/campaigns\//);
  });
});

describe('planFacts: cost and how to apply', () => {
  it('gives a plan with a rate table one rate in a sentence, and one without none', () => {
    expect(planFacts('national-guard', 'member', options)?.rateExample).toMatch(
      /^At age 35, \$250,000 of coverage costs \$\d+\.\d\d a month\.$/,
    );
    expect(planFacts('tricare-supplement', 'enrollment', options)?.rateExample).toBeNull();
  });

  it('sends TRICARE Supplement applicants to their own team, the others to applications', () => {
    expect(planFacts('tricare-supplement', 'enrollment', options)?.applyChannel).toBe('tricare');
    expect(planFacts('pet-insurance', 'standard', options)?.applyChannel).toBe('applications');
  });
});
