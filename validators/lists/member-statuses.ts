import { codeGuard, codeRule } from './code-list';

export interface MemberStatus {
  code: MemberStatusCode;
  name: string;
  /** The member holds insurance in force. */
  inForce: boolean;
  /** The member may receive the yearly board-election ballot. */
  ballot: boolean;
}

export type MemberStatusCode = 'I' | 'S' | 'B' | 'E' | 'T' | 'N' | 'U' | 'P';

/** Spec §3 "Member status list", row for row. */
export const memberStatuses: readonly MemberStatus[] = [
  { code: 'I', name: 'Inforce', inForce: true, ballot: true },
  { code: 'S', name: 'Grace Period', inForce: true, ballot: true },
  { code: 'B', name: 'Uninsured', inForce: false, ballot: true },
  { code: 'E', name: 'Expired Insured Member', inForce: false, ballot: false },
  { code: 'T', name: 'Terminated', inForce: false, ballot: false },
  { code: 'N', name: 'Sponsoring Spouse', inForce: true, ballot: false },
  { code: 'U', name: 'Unidentified Allotment', inForce: false, ballot: false },
  { code: 'P', name: 'Pending', inForce: false, ballot: false },
];

export const isMemberStatusCode = codeGuard(memberStatuses.map((status) => status.code));
export const validateMemberStatus = codeRule(isMemberStatusCode);

export function findMemberStatus(code: unknown): MemberStatus | undefined {
  return memberStatuses.find((status) => status.code === code);
}
