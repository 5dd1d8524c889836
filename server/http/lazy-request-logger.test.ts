import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger';
import { redactPaths } from './log-redaction';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const logger = pino({ redact: { paths: redactPaths(), censor: '[redacted]' } }, stream);
  return { logger, lines };
}

describe('the request logger made on first use', () => {
  it('logs with the request id and the redaction, as the child it stands for', async () => {
    const { logger, lines } = capturedLogger();
    const app = Fastify({
      loggerInstance: logger,
      childLoggerFactory: lazyRequestLogger,
      genReqId: () => 'request-1',
      disableRequestLogging: true,
    });
    app.get('/', async (request) => {
      request.log.warn({ data: { password: 'pw-secret' }, keep: 'visible' }, 'a warning');
      request.log.child({ step: 'two' }).info('from a grandchild');
      return { level: request.log.level };
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(response.json()).toEqual({ level: 'info' });
    const warning = lines.find((line) => line.msg === 'a warning');
    expect(warning).toMatchObject({ reqId: 'request-1', keep: 'visible' });
    expect(JSON.stringify(warning)).not.toContain('pw-secret');
    expect(lines.find((line) => line.msg === 'from a grandchild')).toMatchObject({
      reqId: 'request-1',
      step: 'two',
    });
  });
});
