import { resolve } from 'node:path';
import { election, type ElectionConfig } from '../validators';
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
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  election: ElectionConfig;
  throttle: ThrottleConfig;
  logLevel: string;
  /**
   * Behind a load balancer the client's address comes from X-Forwarded-For: `true` trusts every
   * hop, a string lists the proxies' addresses or CIDRs (comma separated). Off by default.
   */
  trustProxy: boolean | string;
}

export interface ThrottleConfig {
  /** Failures per account in the last hour after which the account refuses every login. */
  accountLimit: number;
  /** Failures per account after which each further attempt must wait (doubling, capped). */
  accountSlowAfter: number;
  /** The longest wait between attempts once slowing has started, in seconds. */
  maxDelaySeconds: number;
  /** Failures per address in the last hour after which the address is refused. */
  addressLimit: number;
}

export const defaultThrottle: ThrottleConfig = {
  accountLimit: 100,
  accountSlowAfter: 5,
  maxDelaySeconds: 60,
  addressLimit: 200,
};

export function defaultConfig(root = process.cwd()): ServerConfig {
  return {
    apiKey: 'mba-web-public',
    publicUrl: 'http://localhost:3000',
    dataDir: dataDirOf({}, root),
    siteDir: resolve(root, 'dist/site'),
    bodyLimit: 100 * 1024,
    election,
    throttle: defaultThrottle,
    logLevel: 'info',
    trustProxy: false,
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
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
  };
}

function trustProxyFromEnv(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** ELECTION_START / ELECTION_END ('YYYY-MM-DDTHH:mm', election time zone) move the window for demos. */
function electionFromEnv(env: NodeJS.ProcessEnv, base: ElectionConfig): ElectionConfig {
  return {
    ...base,
    start: env.ELECTION_START ?? base.start,
    end: env.ELECTION_END ?? base.end,
  };
}
