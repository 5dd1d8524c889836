import { calendarDate, contactDetails, officeHoursText, zonedInstant } from '../../validators';

/** Site content seeded with the demo: the alert bar, SEO of the main paths, personal URLs. */
export const demoAlert = {
  id: 'main',
  title: 'Member services hours',
  // The number and hours every page gives (validators/lists/contact-details.ts), said the same way.
  text: `Call member services at ${contactDetails.members.phone}, ${officeHoursText}. Online services are open around the clock.`,
  visible: true,
};

// One public origin for every canonical link: the site's (SITE_ORIGIN, site/config.ts, same
// default), so a demo entry never names another host than the prerendered pages do.
const siteOrigin = process.env.SITE_ORIGIN ?? 'http://localhost:3000';

const seoEntry = (path: string, title: string, description: string) => ({
  path,
  // The site's own titles end '| MBA': an entry reads the same as the page it stands for.
  title: `${title} | MBA`,
  description,
  canonical: `${siteOrigin}${path}`,
});

export const demoSeo = [
  seoEntry(
    '/',
    'Life insurance for those who serve',
    'Group life insurance and member benefits for military members, veterans, federal employees and their families.',
  ),
  seoEntry(
    '/insurance-plans/',
    'Insurance plans',
    'Term life, National Guard, TRICARE supplement and other plans for members and their families.',
  ),
  seoEntry(
    '/insurance-plans/term-90-plus/',
    'Term 90 Plus life insurance',
    'Term life coverage to age 90 for military members, veterans and their spouses.',
  ),
  seoEntry(
    '/insurance-plans/level-term/',
    'Level Term life insurance',
    'Level premiums for 10 or 20 years, for members and their spouses.',
  ),
  seoEntry(
    '/insurance-plans/tricare-supplement/',
    'TRICARE Supplement',
    'Supplemental coverage for TRICARE beneficiaries aged 18 to 64.',
  ),
  seoEntry(
    '/membership-benefits/',
    'Membership benefits',
    'Benefits, eligibility and the scholarship program of the association.',
  ),
  seoEntry('/about/', 'About the association', 'Who we are, our leadership and how to reach us.'),
  seoEntry(
    '/live-calculator/',
    'Life insurance needs calculator',
    'Estimate how much life insurance your family needs.',
  ),
  seoEntry('/login/', 'Member login', 'Log in to your member account.'),
  seoEntry(
    '/faqs-forms/faqs/',
    'Frequently asked questions',
    'Answers about membership, plans, payments and claims.',
  ),
  // A page of spec 2 not built yet: the 404 page keeps its own title there (tests/e2e/layout).
  seoEntry(
    '/member-stories/',
    'Member stories',
    'How association coverage helped members and their families.',
  ),
];

export const demoPersonalUrls = [
  {
    purl_id: 'purl-johnsmith',
    redirect_url: '/insurance-plans/term-90-plus/?utm_source=purl&utm_agent=johnsmith',
  },
  {
    purl_id: 'AB1234',
    redirect_url: '/insurance-plans/level-term/?utm_source=purl&utm_agent=AB1234',
  },
  { purl_id: '100234', redirect_url: '/membership-benefits/?utm_source=purl' },
];

/** Demo agents behind /agent/{formId}/{slug}/; staff add the real ones to the agents table. */
export const demoAgents = [
  {
    slug: 'johnsmith',
    first_name: 'John',
    last_name: 'Smith',
    title: 'Licensed insurance agent, Term 90 Plus and Level Term',
    email: 'john.smith@agents.mba.example',
    phone: '7035550181',
  },
  {
    slug: 'maria-lopez',
    first_name: 'Maria',
    last_name: 'Lopez',
    title: 'Licensed insurance agent, National Guard and Reserve plans',
    email: 'maria.lopez@agents.mba.example',
    phone: '7035550182',
  },
  {
    slug: 'dwayne-carter',
    first_name: 'Dwayne',
    last_name: 'Carter',
    title: 'Licensed insurance agent, federal employees',
    email: 'dwayne.carter@agents.mba.example',
    phone: '7035550183',
  },
];

const dayMs = 24 * 60 * 60 * 1000;

const eventTimeZone = 'America/New_York';

/** 7:00 PM Eastern on the New York date `days` after `now`: an evening webinar's usual slot. */
function eveningAhead(now: Date, days: number): Date {
  const date = calendarDate(new Date(now.getTime() + days * dayMs), eventTimeZone);
  if (!date) return new Date(now.getTime() + days * dayMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return zonedInstant(`${date.year}-${pad(date.month)}-${pad(date.day)}T19:00`, eventTimeZone);
}

/** Demo events, always a few weeks ahead of the seeding day so /events/ has some to show. */
export function demoEvents(now: Date) {
  const daysAhead = (days: number) => eveningAhead(now, days);
  return [
    {
      id: 'benefits-webinar',
      title: 'Member benefits webinar',
      starts_at: daysAhead(21),
      location: 'Online',
      description:
        'A one-hour walk through the benefits that come with membership, with time for your questions.',
    },
    {
      id: 'retirement-planning-workshop',
      title: 'Planning for military retirement',
      starts_at: daysAhead(45),
      location: 'Online',
      description:
        'How coverage, TRICARE and savings fit together when you leave the service, with association staff.',
    },
  ];
}
