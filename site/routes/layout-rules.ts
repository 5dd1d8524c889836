import { isPersonalUrl } from './personal-url';

// First path segments whose pages bring their own chrome (spec section 2, "Layout behaviour").
const layoutlessSections = new Set([
  'events',
  'term90dynamicapp',
  'hospitaldynamicapp',
  'campaigns',
  'agent',
  'shareapp',
]);

function firstSegment(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? '';
}

/** Whether the header, footer and modals surround the page. The 404 page keeps them. */
export function usesStandardLayout(pathname: string): boolean {
  if (isPersonalUrl(pathname)) return false;
  return !layoutlessSections.has(firstSegment(pathname).toLowerCase());
}

/** Navigation scrolls to the top, except within the certificates pages. */
export function scrollsToTopOnNavigation(pathname: string): boolean {
  return !firstSegment(pathname).startsWith('certificates');
}

/** A path ending in a slash is a valid form path; only those produce page views. */
export function isFormPath(pathname: string): boolean {
  return pathname.endsWith('/');
}
