import { codeGuard, codeRule } from './code-list';

export type CardTypeCode = 'visa' | 'mc' | 'discover';

export interface CardType {
  code: CardTypeCode;
  name: string;
}

/** Spec §3: the three card networks accepted online. */
export const cardTypes: readonly CardType[] = [
  { code: 'visa', name: 'Visa' },
  { code: 'mc', name: 'Mastercard' },
  { code: 'discover', name: 'Discover' },
];

export const isCardTypeCode = codeGuard(cardTypes.map((type) => type.code));
export const validateCardType = codeRule(isCardTypeCode);
