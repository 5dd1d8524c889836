import { resolveVariant, type AgeLimits, type Coverage, type PlanConfig } from '../../plans';

/** One plan variant as the studio's catalogue table shows it: every setting resolved. */
export interface CatalogueRow {
  planId: string;
  planName: string;
  variantId: string;
  variantName: string;
  soldOnline: boolean;
  insured: string;
  /** Ages by term ('10', '20'), or under 'any' for a plan without terms. */
  ages: { term: string; limits: AgeLimits }[];
  coverage: Coverage | undefined;
  statesNotAvailable: string[];
  /** Only these states, when the variant names them. */
  availableStates: string[] | undefined;
  paymentMethods: string[];
  memberStatuses: string[];
  dutyStatuses: string[];
  branches: string[];
  certificates: string | undefined;
  formId: string | undefined;
  route: string | undefined;
}

function agesOf(
  age: AgeLimits | undefined,
  terms: readonly number[] | undefined,
  byTerm: Partial<Record<string, AgeLimits>> | undefined,
) {
  if (!terms || terms.length === 0) return age ? [{ term: 'any', limits: age }] : [];
  return terms.flatMap((term) => {
    const limits = byTerm?.[String(term)] ?? age;
    return limits ? [{ term: String(term), limits }] : [];
  });
}

/** Every variant of every plan, in the catalogue's file order. */
export function catalogueRows(plans: readonly PlanConfig[]): CatalogueRow[] {
  return plans.flatMap((plan) =>
    plan.variants.map((variant) => {
      const resolved = resolveVariant(plan, variant);
      return {
        planId: plan.id,
        planName: plan.name,
        variantId: variant.id,
        variantName: variant.name,
        soldOnline: plan.soldOnline,
        insured: resolved.insured ?? 'member',
        ages: agesOf(resolved.age, resolved.terms, resolved.ageByTerm),
        coverage: resolved.coverage,
        statesNotAvailable: resolved.statesNotAvailable ?? [],
        availableStates: resolved.availableStates,
        paymentMethods: resolved.paymentMethods ?? [],
        memberStatuses: resolved.memberStatuses ?? [],
        dutyStatuses: resolved.dutyStatuses ?? [],
        branches: resolved.branches ?? [],
        certificates: resolved.certificates,
        formId: resolved.application?.formId,
        route: resolved.application?.route,
      };
    }),
  );
}
