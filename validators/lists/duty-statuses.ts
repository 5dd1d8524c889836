import { codeGuard, codeRule } from './code-list';

export type DutyStatusCode = '1' | '2' | '3' | '5' | '7' | '8' | '9' | 'C' | 'I' | 'N' | 'N-';

export interface DutyStatus {
  /** Unique slug; several statuses share a code. */
  id: string;
  code: DutyStatusCode;
  name: string;
  /** No longer serving: retired or separated. */
  former: boolean;
  spouse: boolean;
}

/**
 * Spec §3 "Duty statuses with codes". The spec marks only Retired and Separated as former and
 * only the spouse as spouse; the flags follow it literally (a veteran has code 5 of its own).
 * Academy Cadet carries code C, or 1 where cadets are enrolled with the Ready Reserve, so it
 * appears twice. N- is the non-insured National Guard variant, as N- is for member types.
 */
export const dutyStatuses: readonly DutyStatus[] = [
  {
    id: 'full-time-active-duty',
    code: '2',
    name: 'Full-time Active Duty',
    former: false,
    spouse: false,
  },
  { id: 'active', code: '2', name: 'Active', former: false, spouse: false },
  { id: 'ready-reserve', code: '1', name: 'Ready Reserve', former: false, spouse: false },
  { id: 'reservist', code: '1', name: 'Reservist', former: false, spouse: false },
  { id: 'academy-cadet', code: 'C', name: 'Academy Cadet', former: false, spouse: false },
  {
    id: 'academy-cadet-reserve',
    code: '1',
    name: 'Academy Cadet (Reserve)',
    former: false,
    spouse: false,
  },
  { id: 'retired', code: '3', name: 'Retired', former: true, spouse: false },
  { id: 'separated', code: '7', name: 'Separated', former: true, spouse: false },
  {
    id: 'national-guard-non-insured',
    code: 'N-',
    name: 'National Guard, Non-insured',
    former: false,
    spouse: false,
  },
  { id: 'national-guard', code: 'N', name: 'National Guard', former: false, spouse: false },
  { id: 'insured-member', code: 'I', name: 'Insured Member', former: false, spouse: false },
  {
    id: 'honorably-discharged-veteran',
    code: '5',
    name: 'Honorably Discharged Veteran',
    former: false,
    spouse: false,
  },
  {
    id: 'federal-employee',
    code: '8',
    name: 'Current Federal Employee',
    former: false,
    spouse: false,
  },
  { id: 'spouse', code: '9', name: 'Spouse', former: false, spouse: true },
];

export const isDutyStatusCode = codeGuard(dutyStatuses.map((status) => status.code));
export const isDutyStatusId = codeGuard(dutyStatuses.map((status) => status.id));
export const validateDutyStatus = codeRule(isDutyStatusCode);

export function isFormerDutyStatus(code: unknown): boolean {
  return dutyStatuses.some((status) => status.code === code && status.former);
}

export function isSpouseDutyStatus(code: unknown): boolean {
  return dutyStatuses.some((status) => status.code === code && status.spouse);
}
