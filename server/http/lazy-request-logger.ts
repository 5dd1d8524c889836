import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type LogMethod = 'info' | 'error' | 'debug' | 'fatal' | 'warn' | 'trace' | 'silent';

/**
 * Fastify gives every request a child logger bound to its id. Making one runs pino's redaction
 * over the bindings (our wildcard paths apply to every binding): some 20 µs a request, though
 * most requests never log through it (their one line comes from http/request-log.ts). This child
 * is made on its first use, with the same bindings, options and redaction.
 */
export const lazyRequestLogger: ChildLoggerFactory = (logger, bindings, options) => {
  let child: FastifyBaseLogger | undefined;
  const real = (): FastifyBaseLogger => (child ??= logger.child(bindings, options));
  const forward = (method: LogMethod) =>
    ((...args: unknown[]) =>
      (real()[method] as (...args: unknown[]) => void)(...args)) as FastifyBaseLogger[LogMethod];
  return {
    get level() {
      return child?.level ?? options.level ?? logger.level;
    },
    set level(level) {
      real().level = level;
    },
    info: forward('info'),
    error: forward('error'),
    debug: forward('debug'),
    fatal: forward('fatal'),
    warn: forward('warn'),
    trace: forward('trace'),
    silent: forward('silent'),
    child: (childBindings, childOptions) => real().child(childBindings, childOptions),
  };
};
