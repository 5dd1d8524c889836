import { codeGuard, codeRule } from './code-list';

export type PayTypeCode = 'ND' | 'D' | 'N';

export interface PayType {
  code: PayTypeCode;
  name: string;
}

/** Spec §3: the kind of retirement pay a retired member draws. */
export const payTypes: readonly PayType[] = [
  { code: 'ND', name: 'Non-disability' },
  { code: 'D', name: 'Disability' },
  { code: 'N', name: 'None' },
];

export const isPayTypeCode = codeGuard(payTypes.map((type) => type.code));
export const validatePayType = codeRule(isPayTypeCode);
