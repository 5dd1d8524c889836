// Build-time only: the apply entry pages' plans and choices, with the states each is sold in,
// from the plan catalogue. Never imported by client code.
import { isStateAvailableFor, planVariant } from '../../plans';
import { states } from '../../validators';
import { applyEntries, type ApplyEntryPlan } from '../content/applyEntries';
import { planCopy } from '../content/planCopy';
import type { ModelOptions } from './buildPageModel';
import type { ApplyChoice, ApplyPlan, PageModel } from './pageModel';

function choicesOf(entryPlan: ApplyEntryPlan, options: ModelOptions): ApplyChoice[] {
  return entryPlan.choices.flatMap((choice) => {
    const variant = planVariant(entryPlan.planId, choice.variantId);
    const route = variant?.application?.route;
    if (!variant || !route || !options.applyRoutes.has(route)) return [];
    return [
      {
        label: choice.label,
        linkText: `Apply for ${variant.variantName}`,
        route,
        offeredIn: states
          .filter((state) => isStateAvailableFor(variant, state.code))
          .map((state) => state.code),
      },
    ];
  });
}

function planOf(entryPlan: ApplyEntryPlan, options: ModelOptions): ApplyPlan | null {
  const variant = planVariant(entryPlan.planId, entryPlan.variantId);
  const choices = choicesOf(entryPlan, options);
  if (!variant || choices.length === 0) return null;
  const copy = planCopy[`${entryPlan.planId}/${entryPlan.variantId}`] ?? planCopy[entryPlan.planId];
  return {
    id: `${entryPlan.planId}/${entryPlan.variantId}`,
    name: variant.variantName,
    summary: copy?.summary ?? '',
    landingPage: variant.landingPage ?? null,
    choices,
  };
}

/** The model of an apply entry page; plans without an application the engine serves drop out. */
export function applyEntryModel(subject: string, options: ModelOptions): PageModel | null {
  const content = applyEntries[subject];
  if (!content) return null;
  const plans = content.plans.flatMap((entryPlan) => planOf(entryPlan, options) ?? []);
  return { kind: 'applyEntry', plans };
}
