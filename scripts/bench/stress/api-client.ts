// Requests to a stress run's server over loopback HTTP, each timed, a failed connection being an
// answer like any other: the runs count them rather than stop at the first.
import { performance } from 'node:perf_hooks';

export const apiKey = 'mba-web-public';
/** No single request may hold a run up longer than this. */
const requestTimeoutMs = 30_000;

export interface Answer {
  /** Undefined when no HTTP answer came: connection refused or reset, or the timeout. */
  status?: number;
  body?: unknown;
  /** Why no answer came. */
  error?: string;
  ms: number;
}

export async function send(url: string, init: RequestInit): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text itself is kept, for the run to report.
    }
    return { status: response.status, body, ms: performance.now() - started };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason =
      cause instanceof Error
        ? ((cause as Error & { code?: string }).code ?? cause.message)
        : String(cause);
    return { error: reason, ms: performance.now() - started };
  }
}

/** POST /api with the usual JSON envelope and the site's API key (and any other headers). */
export function callApi(
  base: string,
  api: string,
  action: string,
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return send(`${base}/api`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ api, action, data }),
  });
}

/** Logs a demo member in (MFA off) and returns their credentials. */
export async function loginAs(base: string, username: string, password = 'Member#2025') {
  const answer = await callApi(base, 'aqua', 'login', { username, password });
  const body = answer.body as { token?: string; member?: { _id?: string } } | undefined;
  if (answer.status !== 200 || body?.token === undefined || body.member?._id === undefined) {
    throw new Error(`Logging ${username} in answered ${answer.status ?? answer.error}`);
  }
  return { memberId: body.member._id, memberToken: body.token };
}

/** Runs `task` over `items` with at most `concurrency` at a time, in order of the list. */
export async function inPool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
