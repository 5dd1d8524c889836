// The member's own area (spec 2 "My account (own layout)"), as data: the route table makes one
// route per section and the account layout's navigation lists them in this order.
export type AccountSectionKey =
  | 'overview'
  | 'paymentCenter'
  | 'insuranceCoverage'
  | 'certificates'
  | 'benefits'
  | 'financialResources'
  | 'ballot'
  | 'profile';

export interface AccountSection {
  readonly key: AccountSectionKey;
  readonly path: string;
  /** The navigation's words for the section. */
  readonly label: string;
  readonly title: string;
  readonly description: string;
}

export const accountRoot = '/my-account/';

export const accountSections: readonly AccountSection[] = [
  {
    key: 'overview',
    path: accountRoot,
    label: 'Overview',
    title: 'My account',
    description: 'Your membership, coverage and what needs your attention.',
  },
  {
    key: 'paymentCenter',
    path: `${accountRoot}payment-center/`,
    label: 'Payment center',
    title: 'Payment center',
    description: 'What is due, paying online, your payment history and payment method.',
  },
  {
    key: 'insuranceCoverage',
    path: `${accountRoot}insurance-coverage/`,
    label: 'Insurance coverage',
    title: 'Insurance coverage',
    description: 'Your applications, certificates of coverage, premiums and beneficiaries.',
  },
  {
    key: 'certificates',
    path: `${accountRoot}certificates/`,
    label: 'Certificates',
    title: 'Certificates and riders',
    description: 'The certificate and rider documents of your plans.',
  },
  {
    key: 'benefits',
    path: `${accountRoot}benefits/`,
    label: 'Member benefits',
    title: 'Member benefits',
    description: 'The benefits that come with your membership.',
  },
  {
    key: 'financialResources',
    path: `${accountRoot}financial-resources/`,
    label: 'Financial resources',
    title: 'Financial resources',
    description: 'Financial education for members: guides, calculators and seminars.',
  },
  {
    key: 'ballot',
    path: `${accountRoot}ballot/`,
    label: 'Director election',
    title: 'Director election ballot',
    description: 'Vote for the association’s Director Nominees.',
  },
  {
    key: 'profile',
    path: `${accountRoot}profile/`,
    label: 'Profile',
    title: 'Profile and settings',
    description: 'Your contact details, password and electronic delivery.',
  },
];

export function accountSection(key: AccountSectionKey): AccountSection {
  const section = accountSections.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`no account section ${key}`);
  return section;
}
