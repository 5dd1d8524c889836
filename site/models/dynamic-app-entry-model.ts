// Build-time only: the Term 90 Plus forms the dynamic application can open, from the catalogue.
import { planById } from '../../plans';
import { dynamicAppPlan } from '../content/dynamic-app';
import type { ModelOptions } from './build-page-model';
import type { DynamicAppForm, PageModel } from './page-model';

export function dynamicAppEntryModel(options: ModelOptions): PageModel {
  const forms: DynamicAppForm[] = (planById(dynamicAppPlan)?.variants ?? []).flatMap((variant) => {
    const route = variant.application?.route;
    if (!route || !options.applyRoutes.has(route)) return [];
    return [
      {
        variant: variant.id,
        name: variant.name,
        insured: variant.insured === 'spouse' ? 'spouse' : 'member',
      },
    ];
  });
  return { kind: 'dynamicAppEntry', forms };
}
