import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyHttpOptions,
  type FastifyInstance,
} from 'fastify';
import type { Kysely } from 'kysely';
import { pino, type DestinationStream } from 'pino';
import type { ApiSource, Services } from './api/action';
import { apis } from './api/registry';
import type { SsnCipher } from './auth/ssn-cipher';
import { defaultConfig, type HttpTimeouts, type ServerConfig } from './config';
import type { Database } from './db/schema';
import { registerApiRoute } from './http/api-route';
import { registerJsonBodyParser } from './http/json-body';
import { frameworkErrors } from './http/framework-errors';
import { registerErrorHandler } from './http/error-handler';
import { lazyRequestLogger } from './http/lazy-request-logger';
import { lazySchemaCompilers } from './http/lazy-schema-compilers';
import { redactPaths } from './http/log-redaction';
import { registerRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { afterAnswerTasks, type AfterAnswer } from './mail/after-answer';
import type { Mailer } from './mail/mailer';
import type { PhoneMessenger } from './mail/phone-messenger';
import type { PaymentGateway } from './payments';
import { currentAlert } from './api/content/alert';
import { seoEntries } from './api/content/seo';
import { siteSettings } from './settings/site-settings';
import { cachedRead } from './static-files/cached-read';
import { registerMedia } from './static-files/media';
import { registerSearchRedirect } from './static-files/search-redirect';
import { registerDocuments } from './static-files/documents';
import { registerSite } from './static-files/site-files';

export interface BuildServerOptions {
  db: Kysely<Database>;
  ssnCipher: SsnCipher;
  mailer: Mailer;
  phone: PhoneMessenger;
  /** Card and bank account numbers go here (`localPaymentVault`, or a processor's). */
  payments: PaymentGateway;
  config?: Partial<ServerConfig>;
  /** The clock; tests and demos move it (e.g. into the election window). */
  now?: () => Date;
  /** The apis served at /api; the registry's when omitted. */
  apis?: Record<string, ApiSource>;
  /** Where log lines go; stdout when omitted, nowhere when `false`. */
  log?: DestinationStream | false;
  /** Runs the work done after an answer; tests pass theirs to wait for it. */
  afterAnswer?: AfterAnswer;
}

/**
 * Node's time-outs for slow clients. Node looks for connections past them every
 * `connectionsCheckingInterval` (30 s by default, which would let a 30 s request time-out run to
 * a minute), so it looks at least every second.
 */
function httpTimeoutOptions(timeouts: HttpTimeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.headersMs / 4)),
    },
  };
}

/** The whole HTTP server, not yet listening: security headers, /api, documents and the site. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const config: ServerConfig = { ...defaultConfig(), ...options.config };
  const loggerOptions = {
    level: config.logLevel,
    enabled: options.log !== false,
    redact: { paths: redactPaths(), censor: '[redacted]' },
  };
  // Standard output is written in batches rather than one write per line (pino flushes what is
  // left when the process exits): a line per request made a system call per request.
  const logger: FastifyBaseLogger =
    options.log === false
      ? pino(loggerOptions)
      : pino(loggerOptions, options.log ?? pino.destination({ dest: 1, sync: false }));
  const fastifyOptions: FastifyHttpOptions<Server> = {
    bodyLimit: config.bodyLimit,
    genReqId: () => randomUUID(),
    // The request log writes its own single line per request (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    loggerInstance: logger,
    childLoggerFactory: lazyRequestLogger,
    trustProxy: config.trustProxy,
    schemaController: { compilersFactory: lazySchemaCompilers },
    frameworkErrors,
    ...httpTimeoutOptions(config.timeouts),
  };
  const app = Fastify(fastifyOptions);
  const now = options.now ?? (() => new Date());
  const services: Services = {
    db: options.db,
    now,
    config,
    mailer: options.mailer,
    phone: options.phone,
    ssnCipher: options.ssnCipher,
    payments: options.payments,
    afterAnswer: options.afterAnswer ?? afterAnswerTasks(),
    siteSettings: siteSettings(options.db, config, now),
  };
  // Mail still on its way when the server stops is sent first.
  app.addHook('onClose', () => services.afterAnswer.settled());
  registerSecurityHeaders(app, config);
  registerRequestLog(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerApiRoute(app, options.apis ?? apis, services);
  registerDocuments(app);
  await registerMedia(app, config.contentDir);
  registerSearchRedirect(app);
  await registerSite(app, config.siteDir, {
    alert: cachedRead(async () =>
      currentAlert(services.db, await services.siteSettings.election(), now()),
    ),
    seo: cachedRead(() => seoEntries(services.db)),
  });
  return app;
}
