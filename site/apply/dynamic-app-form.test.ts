import { describe, expect, it } from 'vitest';
import { formRoutes } from '../../forms';
import { dynamicAppPlan } from '../content/dynamic-app';
import { dynamicAppEntryModel } from '../models/dynamic-app-entry-model';
import { matchRoute, routesManifest, routeTable } from '../routes';
import { dynamicAppFormId } from './dynamic-app-form';

describe('the Term 90 Plus dynamic application', () => {
  it('opens the form of each Term 90 Plus variant by its id', () => {
    expect(dynamicAppFormId('standard', formRoutes)).toBe('term-90-plus-standard');
    expect(dynamicAppFormId('sponsored-spouse', formRoutes)).toBe('term-90-plus-sponsored-spouse');
    expect(dynamicAppFormId('federal-civilian-quick-step', formRoutes)).toBe(
      'term-90-plus-federal-civilian-quick-step',
    );
    expect(dynamicAppFormId(null, formRoutes)).toBeUndefined();
    expect(dynamicAppFormId('term-90-plus-standard', formRoutes)).toBeUndefined();
  });

  it('lists every form that exists on the entry page, members and spouses apart', () => {
    const model = dynamicAppEntryModel({
      applyRoutes: new Set(formRoutes.map((route) => route.route)),
    });
    if (model.kind !== 'dynamicAppEntry') throw new Error('no entry model');
    // Every Term 90 Plus form, however many there are: a variant is added without code.
    expect(model.forms.map((form) => form.variant).sort()).toEqual(
      formRoutes
        .filter((route) => route.plan.plan === dynamicAppPlan)
        .map((route) => route.plan.variant)
        .sort(),
    );
    expect(model.forms.every((form) => dynamicAppFormId(form.variant, formRoutes))).toBe(true);
    expect(
      model.forms.filter((form) => form.insured === 'spouse').map((form) => form.variant),
    ).toEqual(['sponsored-spouse', 'federal-civilian-spouse', 'spouse-short']);
    expect(dynamicAppEntryModel({ applyRoutes: new Set<string>() })).toEqual({
      kind: 'dynamicAppEntry',
      forms: [],
    });
  });

  it('prerenders the entry page and serves the application from the client shell, bare', () => {
    expect(matchRoute('/term90dynamicappentry/')?.entry.prerender).toBe(true);
    const app = matchRoute('/term90dynamicapp/')?.entry;
    expect(app).toMatchObject({ prerender: false, layout: 'bare' });
    const manifest = routesManifest(routeTable);
    expect(manifest.spaPrefixes.some((prefix) => '/term90dynamicapp/'.startsWith(prefix))).toBe(
      true,
    );
    expect(manifest.prerendered).toContain('/term90dynamicappentry/');
  });
});
