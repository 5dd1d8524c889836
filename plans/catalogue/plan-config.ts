// TypeScript face of plans/schema/plan.schema.json. plan-config.test.ts proves the two agree
// (field names, required fields, enumerations) and that every catalogue file satisfies both.

import type { ApplicationType, BrandId, TypeCode } from '../../validators';
import type { Tier } from '../rates/rate-keys';

/** Application-type codes of spec §3. */
/** Whom a variant's application insures. */
export const insuredKinds = ['member', 'spouse', 'child'] as const;
export type InsuredKind = (typeof insuredKinds)[number];

export const policyTerms = [10, 20] as const;
export type PolicyTerm = (typeof policyTerms)[number];

export interface AgeLimits {
  min: number;
  max: number;
}

export interface CoverageRange {
  min: number;
  max: number;
  step: number;
}

export interface CoverageList {
  amounts: number[];
}

export type Coverage = CoverageRange | CoverageList;

/** Highest Quick Step coverage for applicants aged minAge to maxAge; 0 means no Quick Step. */
export interface QuickStepLimit {
  minAge: number;
  maxAge: number;
  maxCoverage: number;
}

export interface ApplicationLink {
  formId: string;
  route: string;
}

/** The full applications (form ids) a Quick Step application continues into. */
export interface FullApplication {
  member?: string;
  spouse?: string;
}

export interface FixedPremium {
  amount: number;
  renewalPeriodMonths: number;
}

/** Settings a plan sets for all its variants and a variant may replace, field by field. */
export interface PlanSettings {
  planCodes?: string[];
  applicationType?: ApplicationType;
  brand?: BrandId;
  typeCode?: TypeCode;
  schedule?: string;
  terms?: PolicyTerm[];
  age?: AgeLimits;
  ageByTerm?: Partial<Record<'10' | '20', AgeLimits>>;
  coverage?: Coverage;
  dependentCoverage?: Coverage;
  quickStepLimits?: QuickStepLimit[];
  statesNotAvailable?: string[];
  availableStates?: string[];
  paymentMethods?: string[];
  memberStatuses?: string[];
  dutyStatuses?: string[];
  branches?: string[];
  certificates?: string;
  rateSheet?: string;
  rateTiers?: RateTiers;
  brochure?: string;
  landingPage?: string;
  application?: ApplicationLink;
  fullApplication?: FullApplication;
  ssnConfirmationAge?: number;
  fixedPremium?: FixedPremium;
  externalPlanCode?: string;
  /** The apply entry pages (route subjects, 'apply-insurance') that list the application. */
  applyPages?: string[];
}

/**
 * For a rate sheet priced by tier (Level Term 10/20): the tier an online application is priced
 * at for each tobacco answer, the only underwriting answer the application asks for.
 */
export interface RateTiers {
  tobacco: Tier;
  noTobacco: Tier;
}

/** A campaign landing page, /campaigns/<slug>/, selling one variant. */
export interface Campaign {
  slug: string;
  headline: string;
  pitch: string;
  /** Shows the full rate chart rather than three example ages. */
  fullRates?: boolean;
}

export interface PlanVariant extends PlanSettings {
  id: string;
  name: string;
  insured?: InsuredKind;
  /** Who or what the application is for on the apply entry pages; unlisted without one. */
  applyLabel?: string;
  campaigns?: Campaign[];
  notes?: string;
}

export interface PlanConfig extends PlanSettings {
  $schema?: string;
  id: string;
  name: string;
  notes?: string;
  soldOnline: boolean;
  linksRedirectTo?: string;
  linksTo?: string[];
  variants: PlanVariant[];
}

/** A variant with its plan's settings filled in where the variant sets none. */
export interface ResolvedVariant extends PlanSettings {
  planId: string;
  planName: string;
  variantId: string;
  variantName: string;
  soldOnline: boolean;
  insured?: InsuredKind;
  applyLabel?: string;
  linksRedirectTo?: string;
  planCodes: string[];
}

/** One row of the plan list of spec §3. */
export interface PlanCodeEntry {
  code: string;
  name: string;
  appId?: ApplicationType;
  formId?: string;
}

/** Every key of each interface, so a test can hold them against the schema. */
export const planSettingsKeys: { [K in keyof Required<PlanSettings>]: true } = {
  planCodes: true,
  applicationType: true,
  brand: true,
  typeCode: true,
  schedule: true,
  terms: true,
  age: true,
  ageByTerm: true,
  coverage: true,
  dependentCoverage: true,
  quickStepLimits: true,
  statesNotAvailable: true,
  availableStates: true,
  paymentMethods: true,
  memberStatuses: true,
  dutyStatuses: true,
  branches: true,
  certificates: true,
  rateSheet: true,
  rateTiers: true,
  brochure: true,
  landingPage: true,
  application: true,
  fullApplication: true,
  ssnConfirmationAge: true,
  fixedPremium: true,
  externalPlanCode: true,
  applyPages: true,
};

export const planOwnKeys: { [K in Exclude<keyof PlanConfig, keyof PlanSettings>]-?: true } = {
  $schema: true,
  id: true,
  name: true,
  notes: true,
  soldOnline: true,
  linksRedirectTo: true,
  linksTo: true,
  variants: true,
};

export const variantOwnKeys: { [K in Exclude<keyof PlanVariant, keyof PlanSettings>]-?: true } = {
  id: true,
  name: true,
  insured: true,
  applyLabel: true,
  campaigns: true,
  notes: true,
};
