import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { suiteServer } from '../testing/suite-server';
import { apiKey } from '../testing/test-server';

const timeouts = { requestMs: 1_000, headersMs: 600, keepAliveMs: 500 };

/** What came back on the socket, and when the server closed it (ms after opening). */
interface Ending {
  received: string;
  closedAfterMs: number;
  /** When the last bytes of the answer came (ms after opening). */
  answeredAfterMs: number;
}

/** Opens a raw connection and sends `chunks` one by one, `everyMs` apart, until it closes. */
function trickle(url: string, chunks: string[], everyMs: number): Promise<Ending> {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  const opened = Date.now();
  let received = '';
  let answeredAfterMs = 0;
  socket.setEncoding('utf8');
  socket.on('data', (data: string) => {
    received += data;
    answeredAfterMs = Date.now() - opened;
  });
  socket.on('error', () => undefined);
  const timer = setInterval(() => {
    const chunk = chunks.shift();
    if (chunk !== undefined && !socket.destroyed) socket.write(chunk);
  }, everyMs);
  return new Promise((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, closedAfterMs: Date.now() - opened, answeredAfterMs });
    });
  });
}

describe('slow clients are cut off (request, headers and keep-alive time-outs)', () => {
  const server = suiteServer('pglite', { seed: false, config: { timeouts } });

  it('answers 408 and closes a body trickled in a byte at a time', async () => {
    const body = JSON.stringify({ api: 'content', action: 'alert', data: {} });
    const head =
      'POST /api HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `X-Api-Key: ${apiKey}\r\nContent-Length: ${body.length}\r\n\r\n`;
    const ending = await trickle(server.url, [head, ...body.split('')], 150);
    expect(ending.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ending.closedAfterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
    expect(ending.closedAfterMs).toBeLessThan(timeouts.requestMs + 1_500);
  });

  it('closes a connection whose headers never end', async () => {
    const headers = [
      'GET / HTTP/1.1\r\n',
      ...Array.from({ length: 50 }, (_, i) => `X-${i}: a\r\n`),
    ];
    const ending = await trickle(server.url, headers, 100);
    // Node answers 408 when the headers had begun, or just closes.
    expect(ending.received).toMatch(/^(HTTP\/1\.1 408 [^]*)?$/);
    expect(ending.closedAfterMs).toBeLessThan(timeouts.headersMs + 1_500);
  });

  it('closes an idle kept-alive connection', async () => {
    const request = `GET /api?api=content&action=alert HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${apiKey}\r\n\r\n`;
    const ending = await trickle(server.url, [request], 10);
    expect(ending.received).toMatch(/^HTTP\/1\.1 200 /);
    const idleMs = ending.closedAfterMs - ending.answeredAfterMs;
    expect(idleMs).toBeGreaterThanOrEqual(timeouts.keepAliveMs - 100);
    expect(idleMs).toBeLessThan(timeouts.keepAliveMs + 1_500);
  });
});
