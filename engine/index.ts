// Public face of engine/: form definitions, AJV validation with the plan keywords, step
// machines, the application store and step paths. It imports no React, so the server can use it;
// the React renderer has its own face, engine/renderer/index.ts, for the browser.
export * from './definition/types';
export type { Form } from './definition/form';
export {
  resolveDefinition,
  resolveServiceForm,
  DefinitionError,
  type Fragments,
} from './definition/resolve-definition';
export { checkForms, type FormFile } from './definition/check-forms';
export { checkServiceForms } from './definition/check-service-forms';
export { splitHelpTexts, type HelpTexts } from './definition/help-disclosure';
export {
  versionFindings,
  lockFileName,
  type LockedVersion,
  type LockedVersions,
} from './definition/version-findings';
export * from './migrations';
export { planKeywords } from './definition/plan-keywords';
export { withPlanCodes, planCodeFindings } from './definition/plan-codes';
export {
  withFixedPremium,
  fixedPremiumFindings,
  fixedPremiumText,
} from './definition/fixed-premium';
export { planCodeLists, type PlanCodeList } from './validation/plan-rules';
export type {
  PlanRules,
  AgeLimits,
  FixedPremium,
  CoverageOptions,
  MonthlyRate,
  RateQuery,
} from './validation/plan-rules';
export {
  planRulesSnapshot,
  snapshotPlanRules,
  type PlanRulesSnapshot,
  type PlanSnapshot,
  type SnapshotRef,
  type TermSnapshot,
} from './validation/plan-rules-snapshot';
export { planRefsOf } from './validation/plan-refs';
export { createAjv, defaultRuntimeModule } from './validation/create-ajv';
export { customKeywords } from './validation/keywords';
export {
  formValidators,
  formSchemas,
  validatorKeys,
  type FormValidators,
  type CompiledForm,
  type ValidateFn,
} from './validation/form-validators';
export { runtimeValidators, runtimeForm, compileForm } from './validation/runtime-validators';
export { precompileForm, type PrecompileOptions } from './validation/precompile';
export { toFieldErrors } from './validation/field-errors';
export { trimmedAnswers } from './validation/blank-answers';
export { ageOn } from './validation/keyword-runtime';
export {
  fieldPathOf,
  pointerOf,
  segmentsOf,
  valueAt,
  valueAtField,
} from './definition/answer-path';
export {
  createStepMachine,
  type StepMachine,
  type StepMachineContext,
  type StepMachineEvent,
  type StepMachineInput,
  type SubmitResult,
  type ApplicationSummary,
} from './machine/create-step-machine';
export {
  enteredSteps,
  stepAfter,
  stepBefore,
  resumeStep,
  reviewStep,
  stillPassedSteps,
} from './machine/step-order';
export { askedAnswers, answersOfSteps, type AskedAnswers } from './machine/asked-answers';
export {
  createApplicationStore,
  applicationStoreName,
  applicationStoreVersion,
  applicationMaxAgeMs,
  type ApplicationStore,
  type ApplicationState,
  type ApplicationEntry,
  type FinishedApplication,
  type IntermediateEntry,
  type FormKey,
  type ServerDraft,
} from './store/application-store';
export {
  confirmationPaths,
  sensitivePaths,
  sensitivePathsOfAll,
  unmarkedSensitiveFields,
  withoutSensitive,
} from './store/sensitive-fields';
export { seedFullApplication } from './store/quick-step-continuation';
export { restoreSavedApplication, type SavedApplication } from './store/saved-application';
export { intermediateDataOf, intermediatePointers } from './store/intermediate-data';
export { memoryStorage } from './store/memory-storage';
export * from './paths';
export * from './premium';
export { answersOf, type Answer } from './renderer/answers/answers';
export { labelOf } from './renderer/page/field-labels';
export {
  analyticsItem,
  type AnalyticsItem,
  type AnalyticsExtras,
} from './analytics/analytics-item';
export {
  applicationApi,
  toSubmitResult,
  type ApiCall,
  type MemberCredentials,
} from './api/application-api';
