import { describe, expect, it } from 'vitest';
import { allCampaigns } from '../plans';
import { buildPageModel } from './models/build-page-model';
import { prerenderSite } from './prerender';
import { campaignRoutes, planLandingRoutes, routeTable } from './routes';

const template =
  '<!doctype html><html lang="en"><head><!--site-head--><script type="module" src="/assets/x.js"></script></head><body><div id="app"><!--site-body--></div><!--site-data--></body></html>';

describe('page models from the plan catalogue', () => {
  it('gives every plan landing page and campaign a plan from the catalogue', () => {
    for (const entry of [...planLandingRoutes, ...campaignRoutes]) {
      const model = buildPageModel(entry, { applyRoutes: new Set<string>() });
      expect(model?.kind, entry.path).toBe('plan');
    }
  });

  it('has exactly one catalogue variant selling each campaign route', () => {
    expect(campaignRoutes.map((entry) => entry.subject).sort()).toEqual(
      allCampaigns()
        .map((campaign) => campaign.slug)
        .sort(),
    );
  });

  it('shows example rates from the rate tables and the states not offered', () => {
    const entry = planLandingRoutes.find((route) => route.subject === 'term-90-plus');
    const model = entry && buildPageModel(entry, { applyRoutes: new Set<string>() });
    if (model?.kind !== 'plan') throw new Error('no plan model');
    expect(model.plan.exampleRates.length).toBeGreaterThan(0);
    expect(model.plan.exampleRates.every((rate) => /^\$\d+(\.\d\d)?$/.test(rate.monthly))).toBe(
      true,
    );
    expect(model.plan.statesNotOffered).toContain('Oregon');
    expect(model.plan.apply).toBeNull();
  });

  it('links the apply button to an application the engine serves', () => {
    const entry = planLandingRoutes.find((route) => route.subject === 'term-90-plus');
    const route = '/insurance-plans/term-90-plus/apply/standard/';
    const model = entry && buildPageModel(entry, { applyRoutes: new Set([route]) });
    expect(model?.kind === 'plan' ? model.plan.apply : undefined).toEqual({
      label: 'Apply for Term 90 Plus',
      route,
    });
  });

  it('leads from a landing page to every application presented on it, each only where it is served', () => {
    const base = '/insurance-plans/term-90-plus/apply/';
    const served = ['standard', 'sponsored-spouse', 'simplified', 'short', 'spouse-short']
      .concat(['quick-step', 'federal-civilian', 'federal-civilian-spouse'])
      .concat(['federal-civilian-quick-step'])
      .map((variant) => `${base}${variant}/`);
    const others = (subject: string, applyRoutes: Set<string>) => {
      const entry = planLandingRoutes.find((route) => route.path === subject);
      const model = entry && buildPageModel(entry, { applyRoutes });
      return model?.kind === 'plan' ? model.plan.otherApplications : undefined;
    };
    expect(others('/insurance-plans/term-90-plus/', new Set(served))).toEqual([
      { label: 'Term 90 Plus for a sponsored spouse', route: `${base}sponsored-spouse/` },
      { label: 'Term 90 Plus simplified application', route: `${base}simplified/` },
      { label: 'Term 90 Plus short application', route: `${base}short/` },
      { label: 'Term 90 Plus short application for a spouse', route: `${base}spouse-short/` },
      { label: 'Term 90 Plus Quick Step', route: `${base}quick-step/` },
    ]);
    expect(others('/insurance-plans/federal-civilian-term-90-plus/', new Set(served))).toEqual([
      {
        label: 'Federal Civilian Term 90 Plus for a spouse',
        route: `${base}federal-civilian-spouse/`,
      },
      {
        label: 'Federal Civilian Term 90 Plus Quick Step',
        route: `${base}federal-civilian-quick-step/`,
      },
    ]);
    expect(others('/insurance-plans/term-90-plus/', new Set([`${base}quick-step/`]))).toEqual([
      { label: 'Term 90 Plus Quick Step', route: `${base}quick-step/` },
    ]);
  });

  it("leads from a plan's pages to the applications of the plans it links to", () => {
    const reserves = '/insurance-plans/reserve-group-life/apply/';
    const served = new Set([`${reserves}member/`, `${reserves}quick-step/`]);
    const entry = campaignRoutes.find((route) => route.subject === 'national-guard');
    const model = entry && buildPageModel(entry, { applyRoutes: served });
    expect(model?.kind === 'plan' ? model.plan.otherApplications : undefined).toEqual([
      { label: 'Reserve Group Life', route: `${reserves}member/` },
      { label: 'Reserve Group Life Quick Step', route: `${reserves}quick-step/` },
    ]);
    const unserved = entry && buildPageModel(entry, { applyRoutes: new Set<string>() });
    expect(unserved?.kind === 'plan' ? unserved.plan.otherApplications : undefined).toEqual([]);
  });

  it('heads a campaign page with the message of the variant that sells it', () => {
    const entry = campaignRoutes.find((route) => route.subject === 'tricare');
    const model = entry && buildPageModel(entry, { applyRoutes: new Set<string>() });
    expect(model?.kind === 'plan' ? model.campaign?.headline : undefined).toBe(
      'Cover the costs TRICARE leaves you to pay',
    );
  });

  it('sends Hospital Indemnity links home', () => {
    const home = routeTable[0];
    const model = home && buildPageModel(home, { applyRoutes: new Set<string>() });
    const hospital =
      model?.kind === 'planList'
        ? model.plans.find((plan) => plan.id === 'hospital-indemnity')
        : undefined;
    expect(hospital?.link).toBe('/');
  });
});

describe('prerendered pages', () => {
  const pages = prerenderSite(template, { applyRoutes: new Set<string>() });

  it('writes every public route, 404.html and app.html', () => {
    const files = pages.map((page) => page.file);
    expect(files).toContain('index.html');
    expect(files).toContain('insurance-plans/term-90-plus/index.html');
    expect(files).toContain('404.html');
    expect(files).toContain('app.html');
    expect(files.some((file) => file.includes(':'))).toBe(false);
  });

  it('puts title, description, canonical, one h1 and the content in the first HTML', () => {
    for (const page of pages.filter((candidate) => candidate.file.endsWith('index.html'))) {
      expect(page.html, page.file).toMatch(/<title>[^<]+<\/title>/);
      expect(page.html, page.file).toMatch(/<meta name="description" content="[^"]+"/);
      expect(page.html, page.file).toMatch(/<link rel="canonical" href="http[^"]+\/"/);
      expect(page.html.match(/<h1[\s>]/g), page.file).toHaveLength(1);
    }
  });

  it('has no inline style attribute and no executable inline script (CSP)', () => {
    for (const page of pages) {
      expect(page.html, page.file).not.toMatch(/\sstyle=/);
      const inline = page.html.match(
        /<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>/g,
      );
      expect(inline, page.file).toBeNull();
    }
  });

  it('keeps the standard layout on the 404 page', () => {
    const notFound = pages.find((page) => page.file === '404.html');
    expect(notFound?.html).toContain('data-layout="standard"');
    expect(notFound?.html).toContain('Page not found');
  });

  it('marks the pages that need the app at once; content pages wait for the visitor', () => {
    const loading = (file: string) =>
      pages.find((page) => page.file === file)?.html.includes('<div id="app" data-load="now">');
    expect(loading('index.html')).toBe(false);
    expect(loading('insurance-plans/term-90-plus/index.html')).toBe(false);
    expect(loading('login/index.html')).toBe(true);
    expect(loading('campaigns/quick-step/index.html')).toBe(true);
    // The beneficiary form page downloads as it opens.
    expect(loading('beneficiary/index.html')).toBe(true);
    expect(loading('404.html')).toBe(true);
    expect(loading('app.html')).toBe(true);
    // The header's search box and the home quote box are uncontrolled (data-hydration-safe): they
    // need no early start.
    for (const page of pages.filter((candidate) =>
      /<(?:input|select|textarea)\b(?![^>]*data-hydration-safe)/.test(candidate.html),
    ))
      expect(loading(page.file), page.file).toBe(true);
  });

  it('leaves the top alert slot for the server on standard-layout pages', () => {
    const home = pages.find((page) => page.file === 'index.html');
    expect(home?.html).toContain('<template data-slot="top-alert"></template>');
  });

  it('uses the bare layout on campaigns', () => {
    const campaign = pages.find((page) => page.file === 'campaigns/quick-step/index.html');
    expect(campaign?.html).toContain('data-layout="bare"');
    expect(campaign?.html).not.toContain('site-header');
  });
});
