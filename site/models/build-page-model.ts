// Build-time only: turns the plan catalogue into page models. Never imported by client code.
import {
  allPlans,
  brandNames,
  campaignBySlug,
  certificatesFor,
  exampleRates,
  isRateSheetId,
  planById,
  type PlanConfig,
  type ResolvedVariant,
  planVariant,
} from '../../plans';
import { fixedPremiumText } from '../../engine';
import { dutyStatuses, findState, formatUsd } from '../../validators';
import { audiences } from '../content/audiences';
import { planCopy, planOrder } from '../content/plan-copy';
import { matchRoute, type RouteEntry } from '../routes';
import { applyEntryModel } from './apply-entry-model';
import { dynamicAppEntryModel } from './dynamic-app-entry-model';
import type { ExampleRateRow, PageModel, PlanCard, PlanFacts } from './page-model';
import { whoCanApply } from '../content/who-can-apply';
import { agesText, coverageText, dollars, filledCopy, rateExampleText } from './plan-figures';

/** Apply links are shown only for applications the form engine serves (forms/ routes). */
export interface ModelOptions {
  readonly applyRoutes: ReadonlySet<string>;
}

function copyFor(planId: string, variant: ResolvedVariant, variantId?: string) {
  const copy = (variantId ? planCopy[`${planId}/${variantId}`] : undefined) ?? planCopy[planId];
  return copy
    ? {
        summary: filledCopy(copy.summary, variant),
        highlights: copy.highlights.map((text) => filledCopy(text, variant)),
      }
    : undefined;
}

function cardLink(plan: PlanConfig): string | null {
  const link = plan.landingPage ?? plan.linksRedirectTo;
  if (!link || link === '/insurance-plans/') return null;
  return link === '/' || matchRoute(link) ? link : null;
}

function firstVariant(plan: PlanConfig): ResolvedVariant | undefined {
  const [variant] = plan.variants;
  return variant ? planVariant(plan.id, variant.id) : undefined;
}

function listPosition(planId: string): number {
  const position = planOrder.indexOf(planId);
  return position === -1 ? planOrder.length : position;
}

export function planCards(plans: readonly PlanConfig[] = allPlans()): PlanCard[] {
  const ordered = [...plans].sort((a, b) => listPosition(a.id) - listPosition(b.id));
  return ordered.flatMap((plan) => {
    const link = cardLink(plan);
    const variant = firstVariant(plan);
    const copy = variant ? copyFor(plan.id, variant) : undefined;
    if (!link || !variant || !copy) return [];
    return [
      {
        id: plan.id,
        name: plan.name,
        link,
        summary: copy.summary,
        ages: agesText(variant),
        coverage: coverageText(variant),
      },
    ];
  });
}

/** Who can apply, in plain words, in the catalogue's order of duty statuses. */
function eligibleNames(variant: ResolvedVariant): string[] {
  const names = (variant.dutyStatuses ?? []).map(
    (code) => whoCanApply[code] ?? dutyStatuses.find((status) => status.code === code)?.name,
  );
  return [...new Set(names.filter((name) => name !== undefined))];
}

function rateRows(variant: ResolvedVariant, fullRates: boolean): ExampleRateRow[] {
  const sheet = variant.rateSheet;
  if (!sheet || !isRateSheetId(sheet)) return [];
  const ages = fullRates ? [20, 25, 30, 35, 40, 45, 50, 55, 60, 65] : [25, 35, 45];
  return exampleRates(sheet, { ages }).map((rate) => ({
    age: rate.age,
    coverage: dollars(rate.coverage),
    monthly: formatUsd(rate.monthly),
  }));
}

/**
 * The applications of the plan's other variants whose landing page is this variant's, then those
 * of the plans it links to (`linksTo`: a plan with no landing page of its own is sold there).
 */
function otherApplications(
  planId: string,
  shown: ResolvedVariant,
  options: ModelOptions,
): PlanFacts['otherApplications'] {
  const plan = planById(planId);
  const sameLanding = variantsOf(planId).filter(
    (other) => other.variantId !== shown.variantId && other.landingPage === shown.landingPage,
  );
  const linked = (plan?.linksTo ?? []).flatMap(variantsOf);
  return [...sameLanding, ...linked]
    .filter((other) => other.application && options.applyRoutes.has(other.application.route))
    .map((other) => ({ label: other.variantName, route: other.application?.route ?? '' }));
}

function variantsOf(planId: string): ResolvedVariant[] {
  return (planById(planId)?.variants ?? [])
    .map((variant) => planVariant(planId, variant.id))
    .filter((variant): variant is ResolvedVariant => variant !== undefined);
}

export function planFacts(
  planId: string,
  variantId: string,
  options: ModelOptions,
  fullRates = false,
): PlanFacts | undefined {
  const plan = planById(planId);
  const variant = planVariant(planId, variantId);
  if (!plan || !variant) return undefined;
  const copy = copyFor(planId, variant, variantId);
  const exampleRows = rateRows(variant, fullRates);
  const application = variant.application;
  return {
    id: plan.id,
    name: variant.variantName,
    carrier: variant.brand ? brandNames[variant.brand] : null,
    summary: copy?.summary ?? '',
    highlights: copy?.highlights ?? [],
    eligible: eligibleNames(variant),
    ages: agesText(variant),
    coverage: coverageText(variant),
    price: variant.fixedPremium ? fixedPremiumText(variant.fixedPremium) : null,
    exampleRates: exampleRows,
    rateExample: rateExampleText(variant),
    applyChannel: plan.id === 'tricare-supplement' ? 'tricare' : 'applications',
    rateNote: exampleRows.length
      ? `Example monthly rates for ${exampleRows[0]?.coverage ?? ''} of coverage for a non-tobacco user. Your rate depends on your age, coverage amount and health answers.`
      : null,
    statesNotOffered: (variant.statesNotAvailable ?? []).map(
      (code) => findState(code)?.name ?? code,
    ),
    brochure: variant.brochure ?? null,
    certificates: variant.certificates
      ? certificatesFor({ product: variant.certificates }).map(({ label, link }) => ({
          label,
          link,
        }))
      : [],
    apply:
      application && options.applyRoutes.has(application.route)
        ? { label: `Apply for ${variant.variantName}`, route: application.route }
        : null,
    otherApplications: otherApplications(planId, variant, options),
    quickStepLimits: (variant.quickStepLimits ?? []).map((limit) => ({
      ages: `${limit.minAge} to ${limit.maxAge}`,
      maxCoverage: limit.maxCoverage > 0 ? dollars(limit.maxCoverage) : 'Not available',
    })),
  };
}

/** The catalogue plan and variant whose landing page is this path. */
export function landingVariant(path: string): { planId: string; variantId: string } | undefined {
  for (const plan of allPlans()) {
    const own = plan.variants.find((variant) => variant.landingPage === path);
    if (own) return { planId: plan.id, variantId: own.id };
  }
  for (const plan of allPlans()) {
    const [variant] = plan.variants;
    if (plan.landingPage === path && variant) return { planId: plan.id, variantId: variant.id };
  }
  return undefined;
}

function audiencePlans(subject: string): PlanCard[] {
  const audience = audiences[subject];
  if (!audience) return [];
  const codes = new Set(audience.dutyStatuses);
  const chosen = allPlans().filter(
    (plan) =>
      audience.plans?.includes(plan.id) ||
      [plan, ...plan.variants].some((settings) =>
        settings.dutyStatuses?.some((code) => codes.has(code)),
      ),
  );
  return planCards(chosen);
}

/** The model of a route table entry, or null for pages that need none. */
export function buildPageModel(entry: RouteEntry, options: ModelOptions): PageModel | null {
  switch (entry.page) {
    case 'home':
    case 'insurancePlans':
      return { kind: 'planList', plans: planCards() };
    case 'planLanding': {
      const target = landingVariant(entry.path);
      const plan = target && planFacts(target.planId, target.variantId, options);
      return plan ? { kind: 'plan', plan } : null;
    }
    case 'campaign': {
      const campaign = campaignBySlug(entry.subject ?? '');
      const plan =
        campaign && planFacts(campaign.planId, campaign.variantId, options, campaign.fullRates);
      return plan && campaign
        ? { kind: 'plan', plan, campaign: { headline: campaign.headline, pitch: campaign.pitch } }
        : null;
    }
    case 'about':
    case 'aboutSection':
    case 'membershipBenefits':
      return { kind: 'carriers', carriers: Object.values(brandNames) };
    case 'peopleLikeYouAudience':
      return { kind: 'audience', plans: audiencePlans(entry.subject ?? '') };
    case 'applyEntry':
      return applyEntryModel(entry.subject ?? '', options);
    case 'dynamicAppEntry':
      return dynamicAppEntryModel(options);
    default:
      return null;
  }
}
