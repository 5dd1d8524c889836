import { useCallback, useState } from 'react';
import { runRequest, type ApiRequest, type RequestStatus } from '../api';

export interface ActionRequestState<T> {
  readonly status: RequestStatus;
  readonly data: T | null;
  readonly message: string | null;
  readonly errors: Readonly<Record<string, string>>;
  /** The HTTP status of a refusal, for forms whose message depends on it (the download form). */
  readonly httpStatus?: number | undefined;
}

/** One API action driven by a form: idle, loading, then success or error with the spec's messages. */
export function useActionRequest<T>(
  api: string,
  action: string,
  validate?: (body: unknown) => body is T,
) {
  const [state, setState] = useState<ActionRequestState<T>>({
    status: 'idle',
    data: null,
    message: null,
    errors: {},
  });
  const send = useCallback(
    async (data: Readonly<Record<string, unknown>>): Promise<T | null> => {
      setState({ status: 'loading', data: null, message: null, errors: {} });
      const request: ApiRequest<T> = validate
        ? { api, action, data, validate }
        : { api, action, data };
      const result = await runRequest<T>(request);
      if (result.ok) {
        setState({ status: 'success', data: result.data, message: null, errors: {} });
        return result.data;
      }
      setState({
        status: 'error',
        data: null,
        message: result.message,
        errors: result.errors ?? {},
        httpStatus: result.status,
      });
      return null;
    },
    [api, action, validate],
  );
  return [state, send] as const;
}
