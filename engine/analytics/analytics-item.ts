import type { FormDefinition } from '../definition/types';

/** Spec §3 analytics item: what each passed step pushes to the tag manager's data layer. */
export interface AnalyticsItem {
  formId: string;
  appId: string;
  brand: string;
  step: string;
  /** Payment amount, or the premium plus dependents' and spouse's premiums. */
  premium?: number;
  schedule?: string;
  applicationId?: string;
}

export interface AnalyticsExtras {
  premium?: number;
  dependentsPremium?: number;
  spousePremium?: number;
  schedule?: string;
  applicationId?: string;
}

export function analyticsItem(
  definition: FormDefinition,
  step: string,
  extras: AnalyticsExtras = {},
): AnalyticsItem {
  const parts = [extras.premium, extras.dependentsPremium, extras.spousePremium].filter(
    (amount): amount is number => typeof amount === 'number' && Number.isFinite(amount),
  );
  return {
    formId: definition.formId,
    appId: definition.appId,
    brand: definition.branding,
    step,
    ...(parts.length > 0
      ? { premium: Math.round(parts.reduce((a, b) => a + b, 0) * 100) / 100 }
      : {}),
    ...(extras.schedule === undefined ? {} : { schedule: extras.schedule }),
    ...(extras.applicationId === undefined ? {} : { applicationId: extras.applicationId }),
  };
}
