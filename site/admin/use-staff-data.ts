import { useCallback, useEffect, useState } from 'react';
import { staffRequest } from './staff-request';

export type StaffData<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly message: string };

/** What a console page shows, asked for again whenever `input` changes (its JSON). */
export function useStaffData<T>(action: string, input: Readonly<Record<string, unknown>>) {
  const key = JSON.stringify(input);
  const [version, setVersion] = useState(0);
  const request = `${action} ${version} ${key}`;
  const [answered, setAnswered] = useState<{ request: string; state: StaffData<T> }>();
  useEffect(() => {
    let current = true;
    void staffRequest<T>(action, JSON.parse(key) as Record<string, unknown>).then((result) => {
      if (!current) return;
      setAnswered({
        request,
        state: result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'error', message: result.message },
      });
    });
    return () => {
      current = false;
    };
  }, [action, key, version, request]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // What was shown stays until the new answer (the filters keep their place and focus); an error
  // gives way to loading.
  const state: StaffData<T> =
    answered?.request === request || answered?.state.status === 'ready'
      ? answered.state
      : { status: 'loading' };
  return [state, reload] as const;
}

export interface ActionState {
  readonly busy: boolean;
  readonly message: string | null;
  readonly success: string | null;
  readonly errors: Readonly<Record<string, string>>;
}

const idle: ActionState = { busy: false, message: null, success: null, errors: {} };

/** A staff action a button or form sends: busy, then the server's message or a success text. */
export function useStaffAction<T>(action: string) {
  const [state, setState] = useState<ActionState>(idle);
  const send = useCallback(
    async (data: Readonly<Record<string, unknown>>, success: string): Promise<T | null> => {
      setState({ ...idle, busy: true });
      const result = await staffRequest<T>(action, data);
      if (result.ok) {
        setState({ ...idle, success });
        return result.data;
      }
      setState({ ...idle, message: result.message, errors: result.errors ?? {} });
      return null;
    },
    [action],
  );
  return [state, send] as const;
}
