import { codeGuard, codeRule } from './code-list';

export type ContactChannelCode =
  'members' | 'agents' | 'billing' | 'applications' | 'life-claims' | 'tricare' | 'certificates';

export interface ContactChannel {
  code: ContactChannelCode;
  /** What the visitor picks: what the message is about. */
  name: string;
}

/** Spec §9: the association's separate contact channels; the contact form routes to one. */
export const contactChannels: readonly ContactChannel[] = [
  { code: 'members', name: 'My membership or my account' },
  { code: 'applications', name: 'An application' },
  { code: 'billing', name: 'Premiums, payments and billing' },
  { code: 'certificates', name: 'My certificate or beneficiaries' },
  { code: 'life-claims', name: 'A life insurance claim' },
  { code: 'tricare', name: 'TRICARE Supplement' },
  { code: 'agents', name: 'I am an agent' },
];

export const isContactChannelCode = codeGuard(contactChannels.map((channel) => channel.code));
export const validateContactChannel = codeRule(isContactChannelCode);
