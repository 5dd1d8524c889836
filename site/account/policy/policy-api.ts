import { runRequest, type ApiResult } from '../../api';
import type { MemberAuth } from '../../stores';
import { isRecord } from '../../../validators';

/** The policy api's answers (server/api/policy/), as the pages read them. */
export type FrequencyCode = 'M' | 'Q' | 'S' | 'A';

export interface CertificateDue {
  readonly applicationId: string;
  readonly policyType: string;
  readonly planName: string;
  readonly certificateNumber: string | null;
  readonly coverage: number | null;
  readonly due: Readonly<Record<FrequencyCode, number>> | null;
  /** Who is insured, the applicant first ('Insured', 'Your spouse', 'Child 1'). */
  readonly covered: readonly {
    readonly title: string;
    readonly name: string;
    readonly coverage: number | null;
  }[];
  readonly paymentMethod: string | null;
  readonly frequency: FrequencyCode | null;
  /** YYYY-MM-DD. */
  readonly effectiveDate: string | null;
  readonly fixedPremium: { readonly amount: number; readonly renewalPeriodMonths: number } | null;
}

export interface ShownMethod {
  readonly kind: 'card' | 'bank';
  readonly brand: string | null;
  readonly bankName: string | null;
  readonly last4: string;
  readonly expiry?: string | null;
  readonly updatedAt?: string;
}

export interface PaymentRefusal {
  readonly reason: 'accountError' | 'notInForce' | 'nationalGuard';
  readonly message: string;
  readonly howToPay: string;
}

export interface TestNumbers {
  readonly cards: readonly { number: string; label: string }[];
  readonly bankAccounts: readonly { routingNumber: string; accountNumber: string; label: string }[];
}

export interface PaymentDue {
  readonly certificates: readonly CertificateDue[];
  readonly frequencies: readonly FrequencyCode[];
  readonly methodOnFile: ShownMethod | null;
  readonly payment: boolean;
  readonly paymentMethodUpdate: boolean;
  readonly paymentMethodUpdatePending: boolean;
  readonly paymentMethodUpdatePendingUntil: string | null;
  readonly refusal: PaymentRefusal | null;
  readonly testMode: TestNumbers | null;
}

export interface PaymentReceipt {
  readonly paymentId: string;
  readonly status: 'succeeded' | 'declined';
  readonly receiptId: string | null;
  readonly amount: number;
  readonly frequency: FrequencyCode;
  readonly certificateNumber: string | null;
  readonly planName: string;
  readonly method: ShownMethod;
  readonly paidAt: string;
}

export interface PaymentRecord {
  readonly id: string;
  readonly paidAt: string;
  readonly certificateNumber: string | null;
  readonly policyType: string;
  readonly frequency: FrequencyCode;
  readonly amount: number;
  readonly status: 'succeeded' | 'declined';
  readonly receiptId: string | null;
  readonly method: ShownMethod;
}

export interface BeneficiaryEntry {
  readonly name: string;
  readonly relationship: string;
  readonly sharePercent: string;
}

export interface BeneficiaryLists {
  readonly primary: readonly BeneficiaryEntry[];
  readonly contingent: readonly BeneficiaryEntry[];
}

export interface CoverageCertificate extends CertificateDue {
  readonly beneficiaries: BeneficiaryLists;
  readonly beneficiariesPending: boolean;
}

export interface Coverage {
  readonly certificates: readonly CoverageCertificate[];
  readonly beneUpdate: boolean;
  readonly beneUpdatePending: boolean;
  readonly beneUpdatePendingUntil: string | null;
}

const hasList =
  <T>(key: string) =>
  (body: unknown): body is T =>
    isRecord(body) && Array.isArray(body[key]);

/** One policy action for the logged-in member: their credentials go with every request. */
export function policyRequest<T>(
  auth: MemberAuth,
  action: string,
  data: Readonly<Record<string, unknown>> = {},
  validate?: (body: unknown) => body is T,
): Promise<ApiResult<T>> {
  const request = {
    api: 'policy',
    action,
    data: { ...data, memberId: auth.memberId, memberToken: auth.memberToken },
  };
  return runRequest<T>(validate ? { ...request, validate } : request);
}

export const isPaymentDue = hasList<PaymentDue>('certificates');
export const isCoverage = hasList<Coverage>('certificates');
export const isPaymentHistory = hasList<{ payments: PaymentRecord[] }>('payments');

/** The frequencies in words (spec §3 payment frequencies, with monthly). */
export const frequencyNames: Readonly<Record<FrequencyCode, string>> = {
  M: 'Monthly',
  Q: 'Quarterly',
  S: 'Semiannual',
  A: 'Annual',
};

const cardBrands: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mc: 'Mastercard',
  discover: 'Discover',
};

/** 'Visa ending 4242', 'First Bank account ending 6789'. */
export function methodInWords(method: ShownMethod): string {
  if (method.kind === 'bank') return `${method.bankName ?? 'Bank'} account ending ${method.last4}`;
  return `${cardBrands[method.brand ?? ''] ?? 'Card'} ending ${method.last4}`;
}

/** A date and time in the association's zone, as a member reads it. */
export function shownTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/New_York',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
