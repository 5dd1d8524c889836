import { codeGuard, codeRule } from './code-list';

export type MemberTypeCode =
  'N' | 'N-' | 'A1' | 'A2' | 'A3' | 'A4' | 'C1' | 'C2' | 'NS' | 'NS-' | 'AS' | 'CS';

export interface MemberType {
  /** Unique slug; several entries share a code, so the code alone cannot identify one. */
  id: string;
  code: MemberTypeCode;
  name: string;
  /** The application changes an existing certificate instead of opening a new one. */
  isChange: boolean;
  /** The application is the spouse's own. */
  isSpouse: boolean;
}

/**
 * Spec §3 "Application / member-type list". Choices where the spec is silent:
 * - A trailing hyphen marks the non-insured variant of a code (N-, NS-), so N- repeats the three
 *   "new" N entries as non-insured; an insured member has no non-insured variant.
 * - The spec flags only NS, NS-, AS and CS as spouse types, so the N entries that mention a
 *   sponsored spouse are the sponsoring member's applications and carry isSpouse false.
 * - The spec does not tell A1 to A4 apart, so their names carry their code; C1 and C2 are an
 *   increase and a decrease of coverage.
 * - AS and CS are the spouse's additional insurance and change in coverage, hence both flags.
 */
export const memberTypes: readonly MemberType[] = [
  { id: 'new-member', code: 'N', name: 'New Member', isChange: false, isSpouse: false },
  {
    id: 'new-sponsored-spouse',
    code: 'N',
    name: 'New Sponsored Spouse',
    isChange: false,
    isSpouse: false,
  },
  {
    id: 'new-sponsored-spouse-member',
    code: 'N',
    name: 'New Sponsored Spouse Member',
    isChange: false,
    isSpouse: false,
  },
  { id: 'insured-member', code: 'N', name: 'Insured Member', isChange: false, isSpouse: false },
  {
    id: 'new-member-non-insured',
    code: 'N-',
    name: 'New Member, Non-insured',
    isChange: false,
    isSpouse: false,
  },
  {
    id: 'new-sponsored-spouse-non-insured',
    code: 'N-',
    name: 'New Sponsored Spouse, Non-insured',
    isChange: false,
    isSpouse: false,
  },
  {
    id: 'new-sponsored-spouse-member-non-insured',
    code: 'N-',
    name: 'New Sponsored Spouse Member, Non-insured',
    isChange: false,
    isSpouse: false,
  },
  {
    id: 'additional-insurance-1',
    code: 'A1',
    name: 'Additional Insurance A1',
    isChange: true,
    isSpouse: false,
  },
  {
    id: 'additional-insurance-2',
    code: 'A2',
    name: 'Additional Insurance A2',
    isChange: true,
    isSpouse: false,
  },
  {
    id: 'additional-insurance-3',
    code: 'A3',
    name: 'Additional Insurance A3',
    isChange: true,
    isSpouse: false,
  },
  {
    id: 'additional-insurance-4',
    code: 'A4',
    name: 'Additional Insurance A4',
    isChange: true,
    isSpouse: false,
  },
  {
    id: 'coverage-increase',
    code: 'C1',
    name: 'Change in Coverage, Increase',
    isChange: true,
    isSpouse: false,
  },
  {
    id: 'coverage-decrease',
    code: 'C2',
    name: 'Change in Coverage, Decrease',
    isChange: true,
    isSpouse: false,
  },
  { id: 'new-spouse', code: 'NS', name: 'New Spouse', isChange: false, isSpouse: true },
  {
    id: 'new-spouse-non-insured',
    code: 'NS-',
    name: 'New Spouse, Non-insured',
    isChange: false,
    isSpouse: true,
  },
  {
    id: 'spouse-additional-insurance',
    code: 'AS',
    name: 'Spouse Additional Insurance',
    isChange: true,
    isSpouse: true,
  },
  {
    id: 'spouse-change-in-coverage',
    code: 'CS',
    name: 'Spouse Change in Coverage',
    isChange: true,
    isSpouse: true,
  },
];

export const isMemberTypeCode = codeGuard(memberTypes.map((type) => type.code));
export const isMemberTypeId = codeGuard(memberTypes.map((type) => type.id));
export const validateMemberType = codeRule(isMemberTypeCode);

export function findMemberType(id: unknown): MemberType | undefined {
  return memberTypes.find((type) => type.id === id);
}

/** A code's flags are the same for every entry that shares it. */
export function isChangeMemberType(code: unknown): boolean {
  return memberTypes.some((type) => type.code === code && type.isChange);
}

export function isSpouseMemberType(code: unknown): boolean {
  return memberTypes.some((type) => type.code === code && type.isSpouse);
}
