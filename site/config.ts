// Build-time settings of the site. Vite replaces import.meta.env at build; the prerender step
// and tests run without it and use the defaults.
interface SiteEnv {
  readonly VITE_API_KEY?: string;
  readonly VITE_SITE_ORIGIN?: string;
}

const env: SiteEnv = (import.meta as ImportMeta & { env?: SiteEnv }).env ?? {};

function nodeEnv(name: string): string | undefined {
  return typeof process === 'undefined' ? undefined : process.env[name];
}

/** The public api key the site is built with (server config API_KEY, same default). */
export const apiKey = env.VITE_API_KEY ?? nodeEnv('API_KEY') ?? 'mba-web-public';

/** The origin used in canonical links. */
export const siteOrigin = env.VITE_SITE_ORIGIN ?? nodeEnv('SITE_ORIGIN') ?? 'http://localhost:3000';

export const apiPath = '/api';
/** After the idle warning appears, the member has this long to stay logged in. */
export const idleGraceMs = 60_000;

export {
  idleTimeoutMs,
  memberCookieMaxAgeSeconds,
  mobileBreakpointPx,
  requestTimeoutMs,
  trackingCookieMaxAgeSeconds,
} from '../validators';
