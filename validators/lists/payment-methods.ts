import { codeGuard, codeRule } from './code-list';

export type PaymentMethodCode =
  'same' | 'eft' | 'cc' | 'check' | 'maa' | 'ngallotment' | 'ngdirect' | 'ngbill';

export interface PaymentMethod {
  code: PaymentMethodCode;
  label: string;
  /** Offered only on National Guard plans (spec §9: ngallotment, ngdirect, ngbill). */
  nationalGuard: boolean;
}

/** Spec §3 "Payment method codes"; the labels are ours. */
export const paymentMethods: readonly PaymentMethod[] = [
  { code: 'same', label: 'Same as my current payment method', nationalGuard: false },
  { code: 'eft', label: 'Electronic Funds Transfer (EFT)', nationalGuard: false },
  { code: 'cc', label: 'Credit Card', nationalGuard: false },
  { code: 'check', label: 'Check', nationalGuard: false },
  { code: 'maa', label: 'Military Allotment (MAA)', nationalGuard: false },
  { code: 'ngallotment', label: 'National Guard Allotment', nationalGuard: true },
  { code: 'ngdirect', label: 'National Guard Direct Payment', nationalGuard: true },
  { code: 'ngbill', label: 'National Guard Billing', nationalGuard: true },
];

export const isPaymentMethodCode = codeGuard(paymentMethods.map((method) => method.code));
export const validatePaymentMethod = codeRule(isPaymentMethodCode);
