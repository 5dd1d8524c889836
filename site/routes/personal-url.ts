// Personal-URL shapes of spec section 2: a numeric id; two letters, four digits and an optional
// letter; five letters and three digits; or "purl" followed by an alphanumeric slug.
export const personalUrlPatterns: readonly RegExp[] = [
  /^\/(\d+)\/?$/,
  /^\/([A-Za-z]{2}\d{4}[A-Za-z]?)\/?$/,
  /^\/([A-Za-z]{5}\d{3})\/?$/,
  /^\/(purl[-_]?[A-Za-z0-9]+)\/?$/,
];

/** The personal-URL id in a pathname (its one segment, e.g. 'purl-johnsmith'), or undefined when the path is not a personal URL. */
export function personalUrlId(pathname: string): string | undefined {
  for (const pattern of personalUrlPatterns) {
    const match = pattern.exec(pathname);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

export function isPersonalUrl(pathname: string): boolean {
  return personalUrlId(pathname) !== undefined;
}
