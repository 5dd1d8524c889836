/** How the console names application statuses and decisions. */
export const statusLabels: Readonly<Record<string, string>> = {
  received: 'Received',
  'information-requested': 'Information requested',
  approved: 'Approved',
  rejected: 'Rejected',
  pending: 'Pending',
};

export const statusLabel = (status: string): string => statusLabels[status] ?? status;

export const decisionLabels: Readonly<Record<string, string>> = {
  approve: 'Approved',
  reject: 'Rejected',
  requestInformation: 'Information requested',
};

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

/** An instant as the association's offices read it (Eastern time). */
export const shownTime = (iso: string): string => `${dateTime.format(new Date(iso))} ET`;
