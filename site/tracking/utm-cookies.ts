import { documentCookies, type CookieJar } from '../browser/cookies';
import { trackingCookieMaxAgeSeconds } from '../config';

export const utmNames = [
  'utm_source',
  'utm_medium',
  'utm_term',
  'utm_campaign',
  'utm_content',
  'utm_agent',
  'utm_agency',
] as const;

export type UtmName = (typeof utmNames)[number];

/** Copies the UTM parameters of a query string into 1-hour cookies; returns the names stored. */
export function storeUtmCookies(search: string, cookies: CookieJar = documentCookies): UtmName[] {
  const params = new URLSearchParams(search);
  const stored: UtmName[] = [];
  for (const name of utmNames) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    cookies.set(name, value, { maxAgeSeconds: trackingCookieMaxAgeSeconds });
    stored.push(name);
  }
  return stored;
}

export function readUtmCookies(
  cookies: CookieJar = documentCookies,
): Partial<Record<UtmName, string>> {
  const values: Partial<Record<UtmName, string>> = {};
  for (const name of utmNames) {
    const value = cookies.get(name);
    if (value !== undefined) values[name] = value;
  }
  return values;
}
