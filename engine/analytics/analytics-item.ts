import type { FormDefinition } from '../definition/types';
import { paymentAmount } from '../premium/monthly-premium';

/** Spec §3 analytics item: what each passed step pushes to the tag manager's data layer. */
export interface AnalyticsItem {
  formId: string;
  appId: string;
  brand: string;
  step: string;
  /** The monthly premium plus dependents' and spouse's premiums. */
  premium?: number;
  /** Each payment at the frequency chosen (quarterly, semiannual, annual), once it is chosen. */
  paymentAmount?: number;
  schedule?: string;
  applicationId?: string;
}

export interface AnalyticsExtras {
  premium?: number;
  /** The payment frequency answered (Q, S, A): the item then carries the payment amount. */
  frequency?: unknown;
  /** A fixed-price plan's payment (its price for the renewal period): the payment amount. */
  fixedPayment?: number;
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
  const premium =
    parts.length > 0 ? Math.round(parts.reduce((a, b) => a + b, 0) * 100) / 100 : undefined;
  const payment =
    extras.fixedPayment ??
    (premium === undefined ? undefined : paymentAmount(premium, extras.frequency));
  return {
    formId: definition.formId,
    appId: definition.appId,
    brand: definition.branding,
    step,
    ...(premium === undefined ? {} : { premium }),
    ...(payment === undefined ? {} : { paymentAmount: payment }),
    ...(extras.schedule === undefined ? {} : { schedule: extras.schedule }),
    ...(extras.applicationId === undefined ? {} : { applicationId: extras.applicationId }),
  };
}
