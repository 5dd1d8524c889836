// Public face of plans/catalogue/: the plan catalogue as JSON config and typed, pure access to it.
export { insuredKinds, policyTerms } from './plan-config';
export type {
  AgeLimits,
  ApplicationLink,
  Campaign,
  Coverage,
  CoverageList,
  CoverageRange,
  FixedPremium,
  FullApplication,
  InsuredKind,
  PlanCodeEntry,
  PlanConfig,
  PlanSettings,
  PlanVariant,
  PolicyTerm,
  QuickStepLimit,
  ResolvedVariant,
} from './plan-config';
export { catalogueFiles, planCodeEntries } from './catalogue-files';
export { planFolderPaths, readPlanFolder, type PlanFolderFiles } from './plan-folder';
export {
  allCampaigns,
  allPlans,
  campaignBySlug,
  planById,
  planByCode,
  planVariant,
  variantByFormId,
  type CampaignOffer,
} from './catalogue';
export { isDependentChild, resolveVariant } from './resolve-variant';
export { ageLimitsFor, ageLimitsOf, isAgeWithin, type TermInput } from './age-limits';
export { coverageAmounts, coverageOptionsFor, coverageOptionsOf } from './coverage-options';
export { isStateAvailable, isStateAvailableFor } from './state-availability';
export { brandNames } from './brands';
