import { messages } from '../messages';
import type { Validation } from '../validation';
import { codeGuard, codeRule } from './code-list';

export type StateKind = 'state' | 'district' | 'territory' | 'military';

export interface State {
  /** USPS two-letter code. */
  code: string;
  name: string;
  kind: StateKind;
}

/**
 * Spec §3: the 50 states, DC, the five inhabited territories and the military mail codes.
 * FM, MH and PW have USPS codes but are sovereign states, and UM has no permanent residents,
 * so none of them is a place an applicant can reside in for a state-filed certificate.
 */
export const states: readonly State[] = [
  { code: 'AL', name: 'Alabama', kind: 'state' },
  { code: 'AK', name: 'Alaska', kind: 'state' },
  { code: 'AZ', name: 'Arizona', kind: 'state' },
  { code: 'AR', name: 'Arkansas', kind: 'state' },
  { code: 'CA', name: 'California', kind: 'state' },
  { code: 'CO', name: 'Colorado', kind: 'state' },
  { code: 'CT', name: 'Connecticut', kind: 'state' },
  { code: 'DE', name: 'Delaware', kind: 'state' },
  { code: 'DC', name: 'District of Columbia', kind: 'district' },
  { code: 'FL', name: 'Florida', kind: 'state' },
  { code: 'GA', name: 'Georgia', kind: 'state' },
  { code: 'HI', name: 'Hawaii', kind: 'state' },
  { code: 'ID', name: 'Idaho', kind: 'state' },
  { code: 'IL', name: 'Illinois', kind: 'state' },
  { code: 'IN', name: 'Indiana', kind: 'state' },
  { code: 'IA', name: 'Iowa', kind: 'state' },
  { code: 'KS', name: 'Kansas', kind: 'state' },
  { code: 'KY', name: 'Kentucky', kind: 'state' },
  { code: 'LA', name: 'Louisiana', kind: 'state' },
  { code: 'ME', name: 'Maine', kind: 'state' },
  { code: 'MD', name: 'Maryland', kind: 'state' },
  { code: 'MA', name: 'Massachusetts', kind: 'state' },
  { code: 'MI', name: 'Michigan', kind: 'state' },
  { code: 'MN', name: 'Minnesota', kind: 'state' },
  { code: 'MS', name: 'Mississippi', kind: 'state' },
  { code: 'MO', name: 'Missouri', kind: 'state' },
  { code: 'MT', name: 'Montana', kind: 'state' },
  { code: 'NE', name: 'Nebraska', kind: 'state' },
  { code: 'NV', name: 'Nevada', kind: 'state' },
  { code: 'NH', name: 'New Hampshire', kind: 'state' },
  { code: 'NJ', name: 'New Jersey', kind: 'state' },
  { code: 'NM', name: 'New Mexico', kind: 'state' },
  { code: 'NY', name: 'New York', kind: 'state' },
  { code: 'NC', name: 'North Carolina', kind: 'state' },
  { code: 'ND', name: 'North Dakota', kind: 'state' },
  { code: 'OH', name: 'Ohio', kind: 'state' },
  { code: 'OK', name: 'Oklahoma', kind: 'state' },
  { code: 'OR', name: 'Oregon', kind: 'state' },
  { code: 'PA', name: 'Pennsylvania', kind: 'state' },
  { code: 'RI', name: 'Rhode Island', kind: 'state' },
  { code: 'SC', name: 'South Carolina', kind: 'state' },
  { code: 'SD', name: 'South Dakota', kind: 'state' },
  { code: 'TN', name: 'Tennessee', kind: 'state' },
  { code: 'TX', name: 'Texas', kind: 'state' },
  { code: 'UT', name: 'Utah', kind: 'state' },
  { code: 'VT', name: 'Vermont', kind: 'state' },
  { code: 'VA', name: 'Virginia', kind: 'state' },
  { code: 'WA', name: 'Washington', kind: 'state' },
  { code: 'WV', name: 'West Virginia', kind: 'state' },
  { code: 'WI', name: 'Wisconsin', kind: 'state' },
  { code: 'WY', name: 'Wyoming', kind: 'state' },
  { code: 'AS', name: 'American Samoa', kind: 'territory' },
  { code: 'GU', name: 'Guam', kind: 'territory' },
  { code: 'MP', name: 'Northern Mariana Islands', kind: 'territory' },
  { code: 'PR', name: 'Puerto Rico', kind: 'territory' },
  { code: 'VI', name: 'U.S. Virgin Islands', kind: 'territory' },
  { code: 'AA', name: 'Armed Forces Americas', kind: 'military' },
  { code: 'AE', name: 'Armed Forces Europe, Middle East, Africa and Canada', kind: 'military' },
  { code: 'AP', name: 'Armed Forces Pacific', kind: 'military' },
];

export const isStateCode = codeGuard(states.map((state) => state.code));

/** Spec §5: a state must be in the list; the plan's not-available list is checked with it. */
export const validateState = codeRule(isStateCode);

export function findState(code: unknown): State | undefined {
  return states.find((state) => state.code === code);
}

/**
 * Spec §5: a state must be in the list and not in the plan's list of states where it is not
 * available; the second case has its own message. A plan without a list excludes no state.
 */
export function validateStateForPlan(value: unknown, notAvailable: readonly string[]): Validation {
  const listed = validateState(value);
  if (listed !== undefined) return listed;
  return typeof value === 'string' && Array.isArray(notAvailable) && notAvailable.includes(value)
    ? messages.stateNotAvailable
    : undefined;
}
