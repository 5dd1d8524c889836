import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildServer } from './app';
import { loadLazyApis } from './api/registry';
import { loadSsnKey, ssnCipher, type SsnCipher } from './auth/ssn-cipher';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { currentRole, grantAppRole } from './db/app-role';
import { loadContent, planPages, readContentFiles, type ContentLoad } from './content';
import { seedDemoDataOnce } from './demo/seed';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { outboxPhoneMessenger } from './mail/phone-messenger';
import { loadPaymentVaultKey, paymentGatewayFromEnv } from './payments';

/** How long after listening the lazy apis load (see api/registry.ts). */
const lazyApisDelayMs = 1000;

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  root?: string;
  port?: number;
  host?: string;
  now?: () => Date;
  log?: DestinationStream | false;
  /** The embedded database already booting (`bootEmbeddedDatabase`, same env and root). */
  pglite?: Promise<PGlite>;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  database: DatabaseHandle;
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * Migrations, the demo data when the database has none (never in production), then the content
 * files and plan pages, unless the database holds these very ones already.
 */
async function prepareData(
  database: DatabaseHandle,
  env: NodeJS.ProcessEnv,
  cipher: SsnCipher,
  config: ServerConfig,
): Promise<ContentLoad> {
  if (env.DATABASE_URL && env.DATABASE_OWNER_URL) await migrateAsOwner(database, env);
  else await migrateToLatest(database.db);
  if (env.NODE_ENV !== 'production') await seedDemoDataOnce(database.db, cipher, new Date());
  return loadContent(database.db, readContentFiles(config.contentDir), planPages(config.siteDir));
}

/**
 * With DATABASE_OWNER_URL, the tables belong to that role: it migrates them and grants the
 * server's own role (DATABASE_URL's) what it needs, and no more (db/app-role.ts).
 */
async function migrateAsOwner(app: DatabaseHandle, env: NodeJS.ProcessEnv): Promise<void> {
  const owner = await openDatabase({
    url: env.DATABASE_OWNER_URL ?? '',
    poolSize: 1,
    applicationName: 'mba-migrate',
  });
  try {
    await migrateToLatest(owner.db);
    await grantAppRole(owner.db, await currentRole(app.db));
  } finally {
    await owner.close();
  }
}

/**
 * Everything `npm start` does after the site build: open the database (PostgreSQL when
 * DATABASE_URL is set, PGlite under .data/pglite otherwise), migrate, seed the demo data once
 * (never in production), and listen.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const config = loadConfig(env, options.root);
  // The keys first: a production start without SSN_KEY or PAYMENT_VAULT_KEY fails before
  // touching the database.
  const cipher = ssnCipher(loadSsnKey(env, join(config.dataDir, 'ssn-dev.key')));
  const vaultKey = loadPaymentVaultKey(env, join(config.dataDir, 'payment-vault-dev.key'));
  // The log exists once the server is built; a connection lost before that fails the start.
  let log: FastifyInstance['log'] | undefined;
  const database = await openDatabase({
    ...(env.DATABASE_URL
      ? {
          url: env.DATABASE_URL,
          onConnectionError: (error: Error) =>
            log?.warn({ err: error }, 'an idle database connection failed and was dropped'),
        }
      : { dataDir: join(config.dataDir, 'pglite'), pglite: options.pglite }),
  });
  try {
    const outbox = join(config.dataDir, 'outbox');
    // The server is built while the database starts, migrates and seeds: building it waits on
    // files (the site's listing), PGlite's start mostly on its WebAssembly.
    const [built, prepared] = await Promise.allSettled([
      buildServer({
        db: database.db,
        ssnCipher: cipher,
        payments: paymentGatewayFromEnv(env, {
          db: database.db,
          vaultKey: () => vaultKey,
          ...(options.now ? { now: options.now } : {}),
        }),
        mailer: env.SMTP_URL ? smtpMailer(env.SMTP_URL) : outboxMailer(outbox),
        phone: outboxPhoneMessenger(outbox),
        config,
        ...(options.now ? { now: options.now } : {}),
        ...(options.log !== undefined ? { log: options.log } : {}),
      }),
      prepareData(database, env, cipher, config),
    ]);
    // Both settle before the database may be closed below: no migration is cut off halfway.
    if (prepared.status === 'rejected') throw prepared.reason;
    if (built.status === 'rejected') throw built.reason;
    const app = built.value;
    log = app.log;
    for (const finding of prepared.value.findings)
      app.log.warn(`content left out: ${finding} (npm run check:content)`);
    const port = options.port ?? Number(env.PORT ?? 3000);
    const url = await app.listen({ port, host: options.host ?? '0.0.0.0' });
    // Ready first: the large, rarely first apis load a moment later, not on a member's request.
    setTimeout(() => {
      loadLazyApis().catch((error: unknown) =>
        app.log.error({ err: error }, 'an api failed to load'),
      );
    }, lazyApisDelayMs).unref();
    return {
      app,
      url,
      database,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
