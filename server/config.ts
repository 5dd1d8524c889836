import { resolve } from 'node:path';
import {
  contactChannels,
  contactDetails,
  election,
  isContactChannelCode,
  scholarship,
  zonedInstant,
  type ContactChannelCode,
  type ElectionConfig,
  type ScholarshipConfig,
} from '../validators';
import type { AttemptPolicy } from './auth/throttle';
import { dataDirOf } from './data-dir';

/** Everything an operator can set; `loadConfig` reads it from the environment. */
export interface ServerConfig {
  /** The public key the site is built with; every /api call carries it as X-Api-Key. */
  apiKey: string;
  /** Origin used in links sent by e-mail (password reset). */
  publicUrl: string;
  /** Local state: PGlite files, development SSN key, outbox. */
  dataDir: string;
  /** The site build served on the same origin. */
  siteDir: string;
  /** The content files loaded into the database at start (content/README.md). */
  contentDir: string;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  election: ElectionConfig;
  /** When the scholarship program takes applications (spec §9; moved for demos). */
  scholarship: ScholarshipConfig;
  throttle: ThrottleConfig;
  logLevel: string;
  /**
   * Behind a load balancer the client's address comes from X-Forwarded-For: `true` trusts every
   * hop, a string lists the proxies' addresses or CIDRs (comma separated). Off by default.
   */
  trustProxy: boolean | string;
  timeouts: HttpTimeouts;
  /** Strict-Transport-Security's max-age in seconds, sent on answers over HTTPS. */
  hstsMaxAgeSeconds: number;
  /** The team address each contact channel's messages go to (spec §9 channels). */
  contactInboxes: Record<ContactChannelCode, string>;
}

/**
 * How long the server waits on a client before closing its connection, so that slow or stalled
 * clients cannot hold connections forever (a body sent a byte every few seconds).
 */
export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this (408 otherwise). */
  requestMs: number;
  /** The request's headers must arrive within this; at most `requestMs`. */
  headersMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
}

/** The spec's request time-out is 30 s. */
export const defaultTimeouts: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  keepAliveMs: 10_000,
};

/** The throttles of the actions that check a secret or send a message (auth/throttle.ts). */
export interface ThrottleConfig {
  /**
   * One account tried from one address: slowed after 5 attempts, as NIST SP 800-63B 5.2.2 asks.
   * It slows the attacker's address, not the member's, who logs in from their own.
   */
  loginPair: AttemptPolicy;
  /** One account from anywhere: at most 100 failures an hour; a good password or a reset clears it. */
  loginAccount: AttemptPolicy;
  /** One address across accounts: slowed after many failures, never shut. */
  loginAddress: AttemptPolicy;
  /** A logged-in member's current password, asked before a password, e-mail or phone change. */
  passwordCheck: AttemptPolicy;
  /** Messages sent about one account or to one e-mail address (reset links, usernames, codes). */
  mailPerTarget: AttemptPolicy;
  /** Messages asked for from one address. */
  mailPerAddress: AttemptPolicy;
  /** Sign-ups (accounts, events) from one address. */
  signupPerAddress: AttemptPolicy;
  /** Sign-ups for one e-mail address. */
  signupPerTarget: AttemptPolicy;
  /** Contact-form messages from one address. */
  contactPerAddress: AttemptPolicy;
  /** Contact-form messages signed with one e-mail address. */
  contactPerTarget: AttemptPolicy;
  /** Save-and-return links opened from one address (each a guess, were tokens guessable). */
  resumePerAddress: AttemptPolicy;
  /**
   * Save-and-return links mailed to one address from all callers together. From one caller the
   * limit is mailPerTarget, so a stranger saving for the address cannot use up the applicant's.
   */
  savesPerTarget: AttemptPolicy;
  /** Applications submitted from one address. */
  submitPerAddress: AttemptPolicy;
  /** Receipt letters (each with its PDF) mailed to one address; past it, received unmailed. */
  receiptsPerTarget: AttemptPolicy;
  /** Tries to claim an application sent without logging in, from one address. */
  claimPerAddress: AttemptPolicy;
  /** Tries to claim an application, by one member: each a guess at someone's reference. */
  claimPerMember: AttemptPolicy;
  /**
   * Cards checked with their bank at an application's card step, from one address: each check a
   * chance to learn whether a stolen number works, as card testers use unguarded checks.
   */
  cardCheckPerAddress: AttemptPolicy;
}

const hourSeconds = 3600;

export const defaultThrottle: ThrottleConfig = {
  loginPair: { max: 100, windowSeconds: hourSeconds, freeAttempts: 5, maxDelaySeconds: 60 },
  loginAccount: { max: 100, windowSeconds: hourSeconds },
  loginAddress: {
    max: 100_000,
    windowSeconds: hourSeconds,
    freeAttempts: 200,
    maxDelaySeconds: 10,
  },
  passwordCheck: { max: 20, windowSeconds: hourSeconds, freeAttempts: 5, maxDelaySeconds: 60 },
  mailPerTarget: { max: 3, windowSeconds: hourSeconds },
  mailPerAddress: { max: 20, windowSeconds: hourSeconds },
  signupPerAddress: { max: 10, windowSeconds: hourSeconds },
  signupPerTarget: { max: 5, windowSeconds: hourSeconds },
  contactPerAddress: { max: 10, windowSeconds: hourSeconds },
  contactPerTarget: { max: 5, windowSeconds: hourSeconds },
  resumePerAddress: { max: 30, windowSeconds: hourSeconds },
  savesPerTarget: { max: 10, windowSeconds: hourSeconds },
  // A family or an outreach booth behind one address sends a few; a script sends hundreds.
  submitPerAddress: { max: 20, windowSeconds: hourSeconds },
  receiptsPerTarget: { max: 5, windowSeconds: hourSeconds },
  claimPerAddress: { max: 20, windowSeconds: hourSeconds },
  claimPerMember: { max: 5, windowSeconds: hourSeconds },
  // An applicant tries a card or two, and each Continue on the card step is a check.
  cardCheckPerAddress: { max: 30, windowSeconds: hourSeconds },
};

/**
 * Until CONTACT_INBOXES names the real ones: each team's address as the site shows it (a reserved
 * domain, so none is mailed).
 */
const defaultContactInboxes = Object.fromEntries(
  contactChannels.map((channel) => [channel.code, contactDetails[channel.code].email]),
) as Record<ContactChannelCode, string>;

/**
 * CONTACT_INBOXES, e.g. `billing=billing@example.org,life-claims=claims@example.org`: the team
 * address per channel; a channel not named keeps its default. A wrong entry stops the start.
 */
export function contactInboxesFromEnv(
  value: string | undefined,
  defaults: Record<ContactChannelCode, string> = defaultContactInboxes,
): Record<ContactChannelCode, string> {
  const inboxes = { ...defaults };
  for (const entry of (value ?? '').split(',').filter((part) => part.trim() !== '')) {
    const [code = '', address = ''] = entry.split('=').map((part) => part.trim());
    if (!isContactChannelCode(code) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
      throw new Error(
        `CONTACT_INBOXES: "${entry}" is not channel=address (channels: ${contactChannels
          .map((channel) => channel.code)
          .join(', ')})`,
      );
    inboxes[code] = address;
  }
  return inboxes;
}

export function defaultConfig(root = process.cwd()): ServerConfig {
  return {
    apiKey: 'mba-web-public',
    publicUrl: 'http://localhost:3000',
    dataDir: dataDirOf({}, root),
    siteDir: resolve(root, 'dist/site'),
    contentDir: resolve(root, 'content'),
    bodyLimit: 100 * 1024,
    election,
    scholarship,
    throttle: defaultThrottle,
    logLevel: 'info',
    trustProxy: false,
    timeouts: defaultTimeouts,
    // 180 days.
    hstsMaxAgeSeconds: 180 * 24 * 60 * 60,
    contactInboxes: defaultContactInboxes,
  };
}

/** The configuration from environment variables over the defaults. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): ServerConfig {
  const config = defaultConfig(root);
  const port = env.PORT ?? '3000';
  return {
    ...config,
    apiKey: env.API_KEY ?? config.apiKey,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir: dataDirOf(env, root),
    logLevel: env.LOG_LEVEL ?? config.logLevel,
    election: electionFromEnv(env, config.election),
    scholarship: scholarshipFromEnv(env, config.scholarship),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    timeouts: timeoutsFromEnv(env, config.timeouts),
    hstsMaxAgeSeconds: wholeNumberFromEnv(env, 'HSTS_MAX_AGE', config.hstsMaxAgeSeconds, 0),
    contactInboxes: contactInboxesFromEnv(env.CONTACT_INBOXES, config.contactInboxes),
    throttle: {
      ...config.throttle,
      // Behind one address (a NAT, a kiosk, a test run) more applicants may need to apply.
      submitPerAddress: {
        ...config.throttle.submitPerAddress,
        max: wholeNumberFromEnv(
          env,
          'SUBMITS_PER_ADDRESS_HOUR',
          config.throttle.submitPerAddress.max,
        ),
      },
      receiptsPerTarget: {
        ...config.throttle.receiptsPerTarget,
        max: wholeNumberFromEnv(
          env,
          'RECEIPTS_PER_ADDRESS_HOUR',
          config.throttle.receiptsPerTarget.max,
        ),
      },
    },
  };
}

/** A whole number (of milliseconds or seconds) from `least` up, or the default when unset. */
function wholeNumberFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  least = 1,
): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < least) {
    throw new Error(`${name} must be a whole number of at least ${String(least)}, not "${value}"`);
  }
  return Number(value);
}

/** REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS. */
function timeoutsFromEnv(env: NodeJS.ProcessEnv, base: HttpTimeouts): HttpTimeouts {
  const requestMs = wholeNumberFromEnv(env, 'REQUEST_TIMEOUT_MS', base.requestMs);
  return {
    requestMs,
    // Node refuses a headers time-out above the request time-out.
    headersMs: Math.min(requestMs, wholeNumberFromEnv(env, 'HEADERS_TIMEOUT_MS', base.headersMs)),
    keepAliveMs: wholeNumberFromEnv(env, 'KEEP_ALIVE_TIMEOUT_MS', base.keepAliveMs),
  };
}

function trustProxyFromEnv(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** ELECTION_START / ELECTION_END ('YYYY-MM-DDTHH:mm', election time zone) move the window for demos. */
/** SCHOLARSHIP_START and SCHOLARSHIP_END, 'YYYY-MM-DDTHH:mm' in the window's time zone. */
function scholarshipFromEnv(env: NodeJS.ProcessEnv, base: ScholarshipConfig): ScholarshipConfig {
  const window = {
    ...base,
    start: env.SCHOLARSHIP_START || base.start,
    end: env.SCHOLARSHIP_END || base.end,
  };
  for (const [name, value] of [
    ['SCHOLARSHIP_START', window.start],
    ['SCHOLARSHIP_END', window.end],
  ] as const)
    if (Number.isNaN(zonedInstant(value, window.timeZone).getTime()))
      throw new Error(`${name} must be a local time such as 2025-12-01T06:00, not "${value}"`);
  if (zonedInstant(window.start, window.timeZone) >= zonedInstant(window.end, window.timeZone))
    throw new Error('SCHOLARSHIP_START must come before SCHOLARSHIP_END');
  return window;
}

function electionFromEnv(env: NodeJS.ProcessEnv, base: ElectionConfig): ElectionConfig {
  return {
    ...base,
    start: env.ELECTION_START ?? base.start,
    end: env.ELECTION_END ?? base.end,
  };
}
