// Legacy paths of spec section 2 ("Campaigns and redirects"), answered with a 301 by the
// server (via routes.json) and replaced in the browser when reached by client navigation.
export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/** A legacy path family: `regex` matches the pathname, `to` may use $1.. from its groups. */
export interface PatternRedirect {
  readonly regex: string;
  readonly to: string;
}

const tricareLanding = '/insurance-plans/tricare-supplement/';

/** Where the retired hospital plans' paths land: home, at the notice that says why. */
export const retiredHospitalPlans = 'hospital-plans-no-longer-offered';
const hospitalLanding = `/#${retiredHospitalPlans}`;
const quickStep = '/campaigns/quick-step/';

export const redirects: readonly Redirect[] = [
  { from: '/faq/', to: '/faqs-forms/faqs/' },
  { from: '/faqs/', to: '/faqs-forms/faqs/' },
  { from: '/faqs-forms/', to: '/faqs-forms/faqs/' },
  { from: '/news/', to: '/get-educated/' },
  { from: '/hospital-insurance/', to: hospitalLanding },
  { from: '/hospital-defense/', to: hospitalLanding },
  { from: '/insurance-plans/hospital-insurance/', to: hospitalLanding },
  { from: '/insurance-plans/hospital-defense/', to: hospitalLanding },
  { from: '/insurance-plans/hospital-indemnity/', to: hospitalLanding },
  { from: '/ad-and-d/', to: '/insurance-plans/' },
  { from: '/insurance-plans/ad-and-d/', to: '/insurance-plans/' },
  { from: '/tricare/', to: tricareLanding },
  { from: '/quick-step/18-39/', to: `${quickStep}?ageRange=18-39` },
  { from: '/quick-step/40-49/', to: `${quickStep}?ageRange=40-49` },
  { from: '/quick-step/50-59/', to: `${quickStep}?ageRange=50-59` },
  { from: '/campaigns/quick-step/18-39/', to: `${quickStep}?ageRange=18-39` },
  { from: '/campaigns/quick-step/40-49/', to: `${quickStep}?ageRange=40-49` },
  { from: '/campaigns/quick-step/50-59/', to: `${quickStep}?ageRange=50-59` },
];

export const patternRedirects: readonly PatternRedirect[] = [
  { regex: '^/faq/([A-Za-z0-9-]+)/?$', to: '/faqs-forms/faqs/' },
  { regex: '^/news/([A-Za-z0-9-]+)/?$', to: '/get-educated/$1/' },
  { regex: '^/get-educated/item/([A-Za-z0-9-]+)/?$', to: '/get-educated/$1/' },
  { regex: '^/education/([A-Za-z0-9-]+)/?$', to: '/get-educated/$1/' },
  { regex: '^/(?:insurance-plans/)?hospital-(?:insurance|defense)(?:/.*)?$', to: hospitalLanding },
  { regex: '^/(?:insurance-plans/)?ad-and-d(?:/.*)?$', to: '/insurance-plans/' },
];

function withSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** Where a legacy pathname now lives, or undefined when it is not a legacy path. */
export function redirectTarget(pathname: string): string | undefined {
  const path = withSlash(pathname);
  const exact = redirects.find((redirect) => redirect.from === path);
  if (exact) return exact.to;
  for (const pattern of patternRedirects) {
    const match = new RegExp(pattern.regex).exec(pathname);
    if (match)
      return pattern.to.replace(/\$(\d)/g, (_, index: string) => match[Number(index)] ?? '');
  }
  return undefined;
}
