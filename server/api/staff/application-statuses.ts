/** What a submitted application can be: received, then decided by staff. */
export const applicationStatuses = [
  'received',
  'information-requested',
  'approved',
  'rejected',
] as const;

export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Staff decisions, and the status each leaves the application in. */
export const decisionStatus = {
  approve: 'approved',
  reject: 'rejected',
  requestInformation: 'information-requested',
} as const;

export type Decision = keyof typeof decisionStatus;

/** Approved and rejected are final: a further decision is refused. */
export const alreadyDecidedMessage = 'This application was already decided.';
export const reasonRequiredMessage = 'Enter a reason.';
