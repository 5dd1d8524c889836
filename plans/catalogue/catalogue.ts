import { catalogueFiles } from './catalogue-files';
import type { Campaign, PlanConfig, ResolvedVariant } from './plan-config';
import { resolveVariant } from './resolve-variant';

const plansById = new Map(catalogueFiles.map((plan) => [plan.id, plan]));

/** Every plan of the catalogue, in file-name order. */
export function allPlans(): readonly PlanConfig[] {
  return catalogueFiles;
}

export function planById(id: string): PlanConfig | undefined {
  return plansById.get(id);
}

/** The plan sold under a code of the plan list (spec §3), e.g. 'L6' → Level Term 10/20. */
export function planByCode(code: string): PlanConfig | undefined {
  return catalogueFiles.find(
    (plan) =>
      plan.planCodes?.includes(code) ||
      plan.variants.some((variant) => variant.planCodes?.includes(code)),
  );
}

/** A variant with its plan's settings merged in; undefined for an unknown plan or variant. */
export function planVariant(planId: string, variantId: string): ResolvedVariant | undefined {
  const plan = plansById.get(planId);
  const variant = plan?.variants.find((candidate) => candidate.id === variantId);
  return plan && variant ? resolveVariant(plan, variant) : undefined;
}

/** The variant whose online application has this form id. */
export function variantByFormId(formId: string): ResolvedVariant | undefined {
  for (const plan of catalogueFiles) {
    for (const variant of plan.variants) {
      const resolved = resolveVariant(plan, variant);
      if (resolved.application?.formId === formId) return resolved;
    }
  }
  return undefined;
}

/** A campaign landing page with the plan and variant it sells. */
export interface CampaignOffer extends Campaign {
  planId: string;
  variantId: string;
}

/** Every campaign page of the catalogue, in file order. */
export function allCampaigns(): CampaignOffer[] {
  return catalogueFiles.flatMap((plan) =>
    plan.variants.flatMap((variant) =>
      (variant.campaigns ?? []).map((campaign) => ({
        ...campaign,
        planId: plan.id,
        variantId: variant.id,
      })),
    ),
  );
}

export function campaignBySlug(slug: string): CampaignOffer | undefined {
  return allCampaigns().find((campaign) => campaign.slug === slug);
}
