import { planSettingsKeys } from './plan-config';
import type { PlanConfig, PlanSettings, PlanVariant, ResolvedVariant } from './plan-config';

const settingKeys = Object.keys(planSettingsKeys) as (keyof PlanSettings)[];

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
  if (variant.applyLabel !== undefined) resolved.applyLabel = variant.applyLabel;
  if (plan.linksRedirectTo !== undefined) resolved.linksRedirectTo = plan.linksRedirectTo;
  return resolved;
}
