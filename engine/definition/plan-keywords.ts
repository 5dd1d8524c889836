/** Keywords that read plan values: in a definition `true` means "the plan this form sells". */
export const planKeywords = [
  'ageForPlan',
  'coverageForPlan',
  'stateAvailable',
  'paymentMethodForPlan',
  'ssnConfirmationForPlan',
] as const;
export type PlanKeyword = (typeof planKeywords)[number];
