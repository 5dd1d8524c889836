import { planSettingsKeys } from './plan-config';
import type { PlanConfig, PlanSettings, PlanVariant, ResolvedVariant } from './plan-config';

const settingKeys = Object.keys(planSettingsKeys) as (keyof PlanSettings)[];

/**
 * Whether the variant insures a dependent child of a plan with dependentCoverage: the child is
 * an entry of a member's application, so the variant has no application of its own.
 */
export function isDependentChild(variant: PlanVariant, settings: PlanSettings): boolean {
  return variant.insured === 'child' && settings.dependentCoverage !== undefined;
}

/**
 * A variant's settings over its plan's: each setting the variant writes replaces the plan's
 * as a whole (a coverage list replaces a coverage range), so staff read one value per field.
 */
export function resolveVariant(plan: PlanConfig, variant: PlanVariant): ResolvedVariant {
  const settings: PlanSettings = {};
  for (const key of settingKeys) {
    const value = variant[key] ?? plan[key];
    if (value !== undefined) Object.assign(settings, { [key]: value });
  }
  const resolved: ResolvedVariant = {
    ...settings,
    planCodes: settings.planCodes ?? [],
    planId: plan.id,
    planName: plan.name,
    variantId: variant.id,
    variantName: variant.name,
    soldOnline: plan.soldOnline,
  };
  if (variant.insured !== undefined) resolved.insured = variant.insured;
  // A dependent child insured on a member's application (National Guard) is covered by the
  // amounts of dependentCoverage, unless the variant writes a coverage of its own.
  if (isDependentChild(variant, settings) && variant.coverage === undefined)
    resolved.coverage = settings.dependentCoverage;
  if (variant.applyLabel !== undefined) resolved.applyLabel = variant.applyLabel;
  if (plan.linksRedirectTo !== undefined) resolved.linksRedirectTo = plan.linksRedirectTo;
  return resolved;
}
