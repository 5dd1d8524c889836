import type { AxiosInstance } from 'axios';
import { apiKey, apiPath, requestTimeoutMs } from '../config';
import { apiMessages } from './messages';
import { isRecord } from '../../validators';

export type RequestStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ApiRequest<T> {
  readonly api: string;
  readonly action: string;
  readonly method?: 'GET' | 'POST';
  readonly data?: Readonly<Record<string, unknown>>;
  /** GET only: ask the server to use (true) or bypass (false) its cache. */
  readonly cache?: boolean;
  /** Checks the response shape; a failing answer is an error. */
  readonly validate?: (body: unknown) => body is T;
  /** Overrides the 30-second time-out (the SEO request waits 3000 ms). */
  readonly timeoutMs?: number;
  /** Called with each state change: loading, then success or error. */
  readonly onStatus?: (actionName: string, status: RequestStatus) => void;
}

export type ApiResult<T> =
  | { readonly ok: true; readonly data: T }
  | {
      readonly ok: false;
      readonly message: string;
      readonly status?: number;
      readonly errors?: Readonly<Record<string, string>>;
      /** The refusal's whole answer, for a caller that reads more of it than its message. */
      readonly body?: unknown;
    };

/** The name a request is reported under, e.g. REQUEST_FOR_AQUA_LOGIN. */
export function requestActionName(api: string, action: string): string {
  const words = `${api}_${action}`.replace(/([a-z0-9])([A-Z])/g, '$1_$2');
  return `REQUEST_FOR_${words.toUpperCase()}`;
}

export interface RunnerEnvironment {
  /** The HTTP client; by default axios, loaded with the first request (not with the page). */
  readonly http?: AxiosInstance;
  /** Loads the HTTP client when `http` is not given. */
  readonly loadHttp?: () => Promise<AxiosInstance>;
  readonly pathname?: () => string;
  readonly cookie?: () => string;
}

function browserPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

function browserCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

function stringErrors(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/** What an axios error with an answer carries (axios marks its errors `isAxiosError`). */
function answerOf(error: unknown): { status: number; data: unknown } | undefined {
  if (!isRecord(error) || error.isAxiosError !== true || !isRecord(error.response))
    return undefined;
  const { status, data } = error.response;
  return typeof status === 'number' ? { status, data } : undefined;
}

/**
 * Spec 8: no answer is a network error (so is a client that could not be loaded); a 500 or an
 * answer without a message is a request error.
 */
export function failureFromError(error: unknown): Extract<ApiResult<never>, { ok: false }> {
  const answer = answerOf(error);
  if (!answer) return { ok: false, message: apiMessages.networkError };
  const { status, data } = answer;
  const body = isRecord(data) ? data : {};
  const serverMessage =
    typeof body.message === 'string' && status !== 500 ? body.message : undefined;
  const errors = stringErrors(body.errors);
  return {
    ok: false,
    status,
    message: serverMessage ?? apiMessages.requestError,
    ...(errors ? { errors } : {}),
    ...(isRecord(data) && status < 500 ? { body: data } : {}),
  };
}

const loadAxios = async (): Promise<AxiosInstance> => (await import('axios')).default.create();

/** Creates the one request runner of the site: every call goes through the single endpoint. */
export function createRequestRunner(environment: RunnerEnvironment = {}) {
  // axios is about 20 KB gzipped: a page that sends nothing (an application before its first
  // step is sent) shows without it.
  const loadHttp = environment.loadHttp ?? loadAxios;
  let loading: Promise<AxiosInstance> | undefined = environment.http
    ? Promise.resolve(environment.http)
    : undefined;
  const client = (): Promise<AxiosInstance> => {
    // A load that failed (offline) is tried again by the next request.
    loading ??= loadHttp().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const pathname = environment.pathname ?? browserPathname;
  const cookie = environment.cookie ?? browserCookie;

  return async function runRequest<T>(request: ApiRequest<T>): Promise<ApiResult<T>> {
    const name = requestActionName(request.api, request.action);
    const method = request.method ?? 'POST';
    request.onStatus?.(name, 'loading');
    const headers: Record<string, string> = {
      'X-Api-Key': apiKey,
      'X-Current-Pathname': pathname(),
    };
    let result: ApiResult<T>;
    try {
      const http = await client();
      const response =
        method === 'GET'
          ? await http.get<unknown>(apiPath, {
              headers,
              timeout: request.timeoutMs ?? requestTimeoutMs,
              params: {
                api: request.api,
                action: request.action,
                ...request.data,
                ...(request.cache === undefined
                  ? {}
                  : request.cache
                    ? { cache: 1 }
                    : { nocache: 1 }),
              },
            })
          : await http.post<unknown>(
              apiPath,
              { api: request.api, action: request.action, data: request.data ?? {} },
              {
                headers: { ...headers, 'X-Cookie': cookie() },
                timeout: request.timeoutMs ?? requestTimeoutMs,
              },
            );
      if (request.validate && !request.validate(response.data)) {
        console.error(`${name}: validation failed`);
        result = { ok: false, message: apiMessages.requestError, status: response.status };
      } else {
        result = { ok: true, data: response.data as T };
      }
    } catch (error) {
      result = failureFromError(error);
    }
    request.onStatus?.(name, result.ok ? 'success' : 'error');
    return result;
  };
}

export type RunRequest = ReturnType<typeof createRequestRunner>;

export const runRequest: RunRequest = createRequestRunner();
