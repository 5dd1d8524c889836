import type { ContactChannelCode } from './contact-channels';

/**
 * How to reach each of the association's teams (spec §9 names the channels and shows no details):
 * the numbers are the association's own, kept here once so every page says the same. The
 * numbers are in the 555-01xx range set aside for fiction, the e-mail domain is the demo's.
 */
export interface ContactDetails {
  /** Who answers, as a page names them. */
  readonly team: string;
  /** NNN-NNN-NNNN, as the spec displays phone numbers. */
  readonly phone: string;
  readonly email: string;
}

export const contactDetails: Readonly<Record<ContactChannelCode, ContactDetails>> = {
  members: { team: 'Member services', phone: '800-555-0100', email: 'members@mba.example' },
  applications: {
    team: 'Applications team',
    phone: '800-555-0101',
    email: 'applications@mba.example',
  },
  billing: { team: 'Billing team', phone: '800-555-0102', email: 'billing@mba.example' },
  certificates: {
    team: 'Certificates and beneficiaries',
    phone: '800-555-0103',
    email: 'certificates@mba.example',
  },
  'life-claims': { team: 'Life claims', phone: '800-555-0104', email: 'claims@mba.example' },
  tricare: { team: 'TRICARE Supplement', phone: '800-555-0105', email: 'tricare@mba.example' },
  agents: { team: 'Agent support', phone: '800-555-0106', email: 'agents@mba.example' },
};

/** Every team keeps member services' hours, Eastern time. */
export const officeHours = [
  { days: 'Monday to Thursday', time: '8am to 6pm ET' },
  { days: 'Friday', time: '8am to 4pm ET' },
] as const;

/** The hours in one sentence: 'Monday to Thursday 8am to 6pm ET, Friday 8am to 4pm ET'. */
export const officeHoursText = officeHours.map((entry) => `${entry.days} ${entry.time}`).join(', ');

/** Where mail and checks go (a check payment's instructions name it). */
export const mailingAddress = [
  'Membership Benefit Association',
  'PO Box 0100',
  'Alexandria, VA 22313',
] as const;

/** A telephone link's address: the digits with the country code. */
export function telHref(phone: string): string {
  return typeof phone === 'string' ? `tel:+1${phone.replace(/\D/g, '')}` : '';
}
