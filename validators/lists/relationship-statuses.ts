import { codeGuard, codeRule } from './code-list';

export type RelationshipStatusCode = 'S' | 'M' | 'W' | 'D';

export interface RelationshipStatus {
  code: RelationshipStatusCode;
  name: string;
}

/** Spec §3 "Other reference lists": the member's marital status. */
export const relationshipStatuses: readonly RelationshipStatus[] = [
  { code: 'S', name: 'Single' },
  { code: 'M', name: 'Married' },
  { code: 'W', name: 'Widowed' },
  { code: 'D', name: 'Divorced' },
];

export const isRelationshipStatusCode = codeGuard(
  relationshipStatuses.map((status) => status.code),
);
export const validateRelationshipStatus = codeRule(isRelationshipStatusCode);
