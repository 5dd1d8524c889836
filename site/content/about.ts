// Text of the /about/ pages. The association and its carriers are described in plain words;
// carrier names come from the plan catalogue through the page model.
import { officeHoursText, type ContactChannelCode } from '../../validators';

export interface AboutParagraph {
  readonly heading: string;
  readonly text: string;
  /** The team the paragraph is about: its phone and e-mail follow the text. */
  readonly channel?: ContactChannelCode;
}

export interface AboutSection {
  readonly heading: string;
  readonly lead: string;
  readonly paragraphs: readonly (string | AboutParagraph)[];
}

export type AboutContent = Readonly<Record<string, AboutSection>>;

export function aboutContent(carriers: readonly string[]): AboutContent {
  const carrierList = carriers.join(', ');
  return {
    'articles-of-organization': {
      heading: 'Articles of organization',
      lead: 'The association is a nonprofit membership organization. These are the rules it is run by.',
      paragraphs: [
        {
          heading: 'Purpose',
          text: 'The association exists to make group life insurance and related benefits available to military members, veterans, federal employees and their families, and to help them plan for their financial future.',
        },
        {
          heading: 'Members',
          text: 'Anyone who meets the eligibility rules and is accepted for a plan becomes a member. Members with coverage in force, in a grace period, or uninsured members within two years of their coverage ending may vote in the yearly election of directors.',
        },
        {
          heading: 'Board of directors',
          text: 'A volunteer board of directors, elected by the members, sets policy, approves the plans offered and oversees the staff. Nominees are announced before the election window, and the results are declared at the annual meeting.',
        },
        {
          heading: 'No profit to insiders',
          text: 'No part of the association’s earnings goes to any director or officer. Income above costs is used to improve member benefits.',
        },
      ],
    },
    'contact-us': {
      heading: 'Contact us',
      lead: `Every team is open ${officeHoursText}. Call, write, or send us a message below.`,
      paragraphs: [
        {
          heading: 'Members',
          text: 'Questions about your coverage, your beneficiaries or your account: log in and use your account pages, or call member services during business hours.',
          channel: 'members',
        },
        {
          heading: 'Applications',
          text: 'If you started an application and need help finishing it, our applications team can look it up with your name and date of birth.',
          channel: 'applications',
        },
        {
          heading: 'Billing',
          text: 'For premium payments, allotments and payment methods, ask for the billing team.',
          channel: 'billing',
        },
        {
          heading: 'Claims',
          text: 'To report a death or start a claim, ask for the life claims team. Have the member’s name, date of birth and certificate number ready if you can.',
          channel: 'life-claims',
        },
        {
          heading: 'TRICARE Supplement',
          text: 'Claims and questions about TRICARE Supplement go to the supplement team of our partner carrier, which handles them directly.',
          channel: 'tricare',
        },
        {
          heading: 'Certificates and beneficiaries',
          text: 'For a copy of your certificate, a change of owner or help with a beneficiary designation form.',
          channel: 'certificates',
        },
        {
          heading: 'Agents',
          text: 'Agents who represent the association’s plans reach their own support line.',
          channel: 'agents',
        },
      ],
    },
    'privacy-policy': {
      heading: 'Privacy policy',
      lead: 'We collect only the personal information needed to offer and service your coverage, and we never sell it.',
      paragraphs: [
        {
          heading: 'What we collect',
          text: 'Your name, contact details, date of birth, service information and, when you apply, the answers on your application. Online, we also keep the pages you visit and the campaign that brought you to us, for up to an hour in a tracking cookie.',
        },
        {
          heading: 'Why',
          text: 'To check your eligibility, process applications and payments, pay claims and tell you about benefits you qualify for. You can opt out of marketing e-mail at any time.',
        },
        {
          heading: 'Who sees it',
          text: `Association staff and the carriers that underwrite our plans (${carrierList}) see what they need to do their part. We share information with others only when the law requires it.`,
        },
        {
          heading: 'How it is protected',
          text: 'Your account is protected by your password and, if you turn it on, a verification code sent to your e-mail or phone. Sessions end after two minutes without activity.',
        },
      ],
    },
    'leadership-staff': {
      heading: 'Leadership and staff',
      lead: 'The association is governed by a volunteer board elected by members and run by a small professional staff.',
      paragraphs: [
        'Directors serve without pay. Most of them have served in uniform or in federal civilian service, and many are members insured through the association themselves.',
        'Each year members vote for director nominees during the election window, and the results are announced at the annual meeting. The board’s nominating committee recommends candidates, but any eligible member may vote for the nominees of their choice.',
        'Our staff handle applications, billing, member questions and claims, working with our partner carriers on underwriting and payment of benefits.',
      ],
    },
  };
}
