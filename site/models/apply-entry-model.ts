// Build-time only: the apply entry pages' plans and choices, with the states each is sold in,
// from the plan catalogue (each plan's `applyPages`, each variant's `applyLabel`). Never
// imported by client code.
import {
  allPlans,
  isStateAvailableFor,
  resolveVariant,
  type PlanConfig,
  type ResolvedVariant,
} from '../../plans';
import { states } from '../../validators';
import { applyEntries } from '../content/apply-entries';
import { planCopy } from '../content/plan-copy';
import type { ModelOptions } from './build-page-model';
import type { ApplyChoice, ApplyPlan, PageModel } from './page-model';
import { filledCopy } from './plan-figures';

function choiceOf(variant: ResolvedVariant, label: string, route: string): ApplyChoice {
  return {
    label,
    linkText: `Apply for ${variant.variantName}`,
    route,
    offeredIn: states
      .filter((state) => isStateAvailableFor(variant, state.code))
      .map((state) => state.code),
  };
}

/**
 * A plan's applications listed on the page, one group per landing page: the group's first
 * variant (in the plan file's order) stands for it with its name, summary and landing page, and
 * each variant with an applyLabel whose application the engine serves is a choice.
 */
function plansOf(plan: PlanConfig, subject: string, options: ModelOptions): ApplyPlan[] {
  const variants = plan.variants.map((variant) => resolveVariant(plan, variant));
  const groups = new Map<string, { shown: ResolvedVariant; choices: ApplyChoice[] }>();
  for (const variant of variants) {
    const key = variant.landingPage ?? '';
    const group = groups.get(key) ?? { shown: variant, choices: [] };
    groups.set(key, group);
    const route = variant.application?.route;
    if (!variant.applyLabel || !variant.applyPages?.includes(subject)) continue;
    if (!route || !options.applyRoutes.has(route)) continue;
    group.choices.push(choiceOf(variant, variant.applyLabel, route));
  }
  return [...groups.values()]
    .filter((group) => group.choices.length > 0)
    .map(({ shown, choices }) => {
      const copy = planCopy[`${plan.id}/${shown.variantId}`] ?? planCopy[plan.id];
      return {
        id: `${plan.id}/${shown.variantId}`,
        name: shown.variantName,
        summary: copy ? filledCopy(copy.summary, shown) : '',
        landingPage: shown.landingPage ?? null,
        choices,
      };
    });
}

/**
 * The model of an apply entry page; plans without an application the engine serves drop out.
 * `plans` is the catalogue's unless a test gives its own.
 */
export function applyEntryModel(
  subject: string,
  options: ModelOptions,
  plans: readonly PlanConfig[] = allPlans(),
): PageModel | null {
  if (!applyEntries[subject]) return null;
  return { kind: 'applyEntry', plans: plans.flatMap((plan) => plansOf(plan, subject, options)) };
}
