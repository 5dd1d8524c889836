import { codeGuard, codeRule } from './code-list';

export type BranchId = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

export interface Branch {
  /** The value forms store and plan configs list (spec: branches 2, 5, 6, 4, 3). */
  id: BranchId;
  /** Short code; the spec gives it for the six services, the last three are ours. */
  code: string;
  name: string;
  /** One of the six armed services, as opposed to civilians, spouses and the Guard/Reserve pick. */
  service: boolean;
}

/** Spec §3 "Duty-status/branch list", in the spec's order. */
export const branches: readonly Branch[] = [
  { id: '2', code: 'USA', name: 'U.S. Army', service: true },
  { id: '5', code: 'USN', name: 'U.S. Navy', service: true },
  { id: '6', code: 'USAF', name: 'U.S. Air Force', service: true },
  { id: '4', code: 'USMC', name: 'U.S. Marine Corps', service: true },
  { id: '3', code: 'USCG', name: 'U.S. Coast Guard', service: true },
  { id: '1', code: 'USSF', name: 'U.S. Space Force', service: true },
  { id: '8', code: 'FED', name: 'Current Federal Employee', service: false },
  { id: '9', code: 'SPOUSE', name: 'Sponsored Spouse', service: false },
  { id: '7', code: 'NGR', name: 'National Guard/Reserve', service: false },
];

export const isBranchId = codeGuard(branches.map((branch) => branch.id));
export const validateBranch = codeRule(isBranchId);

export function findBranch(id: unknown): Branch | undefined {
  return branches.find((branch) => branch.id === id);
}
