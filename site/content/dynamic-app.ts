// The Term 90 Plus dynamic application: an entry page to choose the form, then the form alone.

/** The catalogue plan whose variants the dynamic application opens. */
export const dynamicAppPlan = 'term-90-plus';
export const dynamicApp = {
  heading: 'Term 90 Plus applications',
  lead: 'Choose the application to fill in, for yourself or for the applicant you are helping. It opens on a page of its own, without the site’s menus, so nothing distracts from the questions.',
  memberHeading: 'To insure a member',
  spouseHeading: 'To insure a spouse',
  loading: 'Loading your application…',
} as const;

/** Where the entry page sends a choice: the dynamic application with the form's variant id. */
export function dynamicAppPath(variant: string): string {
  return `/term90dynamicapp/?form=${encodeURIComponent(variant)}`;
}
