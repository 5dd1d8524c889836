import { codeGuard, codeRule } from './code-list';

export type GenderCode = 'M' | 'F';

export interface Gender {
  code: GenderCode;
  name: string;
}

/** Spec §3: the two codes the carriers' rate tables are keyed by. */
export const genders: readonly Gender[] = [
  { code: 'M', name: 'Male' },
  { code: 'F', name: 'Female' },
];

export const isGenderCode = codeGuard(genders.map((gender) => gender.code));
export const validateGender = codeRule(isGenderCode);
