/** Spec 3 "Application types", in the words a member knows them by. */
const applicationTypeNames: Readonly<Record<string, string>> = {
  'decreasing-group': 'Decreasing Group Term life',
  hospital: 'Hospital indemnity',
  'level-term': 'Level Term',
  'level-term-l1-l2': 'Level Term I and II',
  'metlaw-legal': 'Legal plans',
  nextgen: 'NexGen',
  'national-guard': 'National Guard group life',
  tricare: 'TRICARE Supplement',
  'term-90': 'Plan 90',
  'term-90-plus': 'Term 90 Plus',
  'us-reserves': 'Reserve Group Life',
};

export function applicationTypeName(type: string): string {
  return applicationTypeNames[type] ?? type;
}
