// The plan's figures (amounts, ages) come from the plan catalogue, never from written copy: a
// change of settings there must not leave a page, its description or a campaign saying otherwise.
import { describe, expect, it } from 'vitest';
import { allCampaigns, planVariant } from '../../plans';
import { planFacts, planCards } from '../models/build-page-model';
import { applyEntries } from './apply-entries';
import { audiences } from './audiences';
import { planCopy } from './plan-copy';
import { planLandingRoutes } from '../routes/route-table';

const dollarFigure = /\$\d/;

describe("the site's copy", () => {
  it('states no dollar amount of its own: each comes from the catalogue', () => {
    const texts = JSON.stringify([
      planCopy,
      planLandingRoutes,
      applyEntries,
      audiences,
      allCampaigns(),
    ]);
    expect(texts.match(new RegExp(`.{0,60}${dollarFigure.source}.{0,20}`, 'g')) ?? []).toEqual([]);
  });

  it("fills {coverage} and {ages} with the plan's settings", () => {
    const options = { applyRoutes: new Set<string>() };
    const facts = planFacts('term-90-plus', 'standard', options);
    const coverage = planVariant('term-90-plus', 'standard')?.coverage;
    expect(coverage).toBeDefined();
    expect(facts?.summary).toContain(`coverage from ${facts?.coverage ?? 'none'} and`);
    expect(facts?.summary).not.toMatch(/[{}]/);
    const nexgen = planFacts('nexgen-adult', 'adult', options);
    for (const text of [nexgen?.summary, ...(nexgen?.highlights ?? [])])
      expect(text).not.toMatch(/[{}]/);
    for (const card of planCards()) expect(card.summary).not.toMatch(/[{}]/);
  });
});
