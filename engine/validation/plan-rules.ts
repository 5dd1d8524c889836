import type { PlanRef } from '../definition/types';

export interface AgeLimits {
  min: number;
  max: number;
}

/** What a rate is looked up by: whole age, a coverage amount, and the keys the form answers. */
export interface RateQuery {
  age: number;
  coverage: number;
  /** Whether the insured uses tobacco; left out when the form does not ask. */
  tobacco?: boolean;
  /** The chosen term, as the form holds it ('10', '20'). */
  term?: string;
  /** The insured's sex as the form holds it ('M', 'F'); left out when the form does not name it. */
  sex?: string;
}

/**
 * A rate from the rate tables: whole cents a month for each `perCoverage` dollars of coverage.
 * The monthly premium is round(cents x coverage / perCoverage) cents.
 */
export interface MonthlyRate {
  cents: number;
  perCoverage: number;
}

/**
 * The catalogue's lists of codes a plan variant allows (spec §3): which existing members may
 * apply, the duty statuses and branches eligible, and the terms offered ('10', '20'). A field
 * written `"codesForPlan": "dutyStatuses"` offers the variant's list.
 */
export const planCodeLists = ['memberStatuses', 'dutyStatuses', 'branches', 'terms'] as const;
export type PlanCodeList = (typeof planCodeLists)[number];

/** A plan sold at one price, renewed after a period (spec §9), from the catalogue. */
export interface FixedPremium {
  /** US dollars, paid once for each renewal period. */
  amount: number;
  renewalPeriodMonths: number;
}

/** Allowed coverage amounts: a range walked in steps, or a list. */
export type CoverageOptions = { min: number; max: number; step: number } | { list: number[] };

/**
 * What the engine needs to know about plans. engine/ may not import plans/: whoever builds the
 * engine (site, server, tests, the build step) fills this from the plan catalogue.
 */
export interface PlanRules {
  /** Whether the catalogue has this plan and variant. */
  hasVariant(ref: PlanRef): boolean;
  /** Minimum and maximum age at application, for a term when the plan has terms. */
  ageLimits(ref: PlanRef, term?: string): AgeLimits;
  /**
   * Coverage the applicant may choose, narrowed by age when the plan limits it by age, and by the
   * age limits of the term when one is given.
   */
  coverageOptions(ref: PlanRef, age?: number, term?: string): CoverageOptions;
  /** State and territory codes where the plan is not sold. */
  statesNotAvailable(ref: PlanRef): string[];
  /**
   * The terms the plan offers, as a form holds them ('10', '20'); none when it has no terms.
   * Optional, so rules written before terms existed keep working: they offer no terms.
   */
  terms?(ref: PlanRef): string[];
  /**
   * The rate pricing a coverage the plan offers at that age (and term); undefined where the rate
   * tables have none or the plan does not offer it. Optional: a plan without rate tables shows no
   * premium.
   */
  monthlyRate?(ref: PlanRef, query: RateQuery): MonthlyRate | undefined;
  /**
   * The payment method codes the plan takes (spec §9 "payment methods vary by plan"); undefined
   * when the catalogue sets none, and then every method the form offers is taken.
   */
  paymentMethods?(ref: PlanRef): string[] | undefined;
  /**
   * The codes of one of the plan's lists (planCodeLists); undefined when the catalogue sets
   * none, and then a field offers the codes its form writes in `enum`.
   */
  codes?(ref: PlanRef, list: PlanCodeList): string[] | undefined;
  /**
   * The age from which the insured's SSN is to be confirmed (typed again), when the catalogue
   * sets one (spec §9 names one plan whose children confirm it at 18); a step's condition asks it
   * with ssnConfirmationForPlan.
   */
  ssnConfirmationAge?(ref: PlanRef): number | undefined;
  /**
   * The one price of a fixed-price plan, when the catalogue sets one; a field written
   * `"fixedPremiumForPlan": true` carries it (engine/definition/fixed-premium.ts).
   */
  fixedPremium?(ref: PlanRef): FixedPremium | undefined;
  /** The plan's policy schedule code ('95', '98'), reported with each analytics item. */
  schedule?(ref: PlanRef): string | undefined;
}
