import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResult, RunRequest } from '../api';
import { createSetupUsernameStore, newCodeSentNotice } from './setup-username-store';

/** Answers each action with the next of its queued results, recording the requests. */
function queuedRunner(answers: Record<string, ApiResult<unknown>[]>, calls: ApiRequest<unknown>[]) {
  return (async <T>(request: ApiRequest<T>): Promise<ApiResult<T>> => {
    calls.push(request as ApiRequest<unknown>);
    const answer = answers[request.action]?.shift();
    if (answer === undefined) throw new Error(`No answer queued for ${request.action}`);
    const valid = !answer.ok || !request.validate || request.validate(answer.data);
    return (valid ? answer : { ok: false, message: 'Request error occurred' }) as ApiResult<T>;
  }) as RunRequest;
}

const sent =
  'If a member without a username matches these details, we have sent a code to that e-mail address.';
const details = { email: 'sam@example.org', dateOfBirth: '07/04/1976' };
const choice = {
  code: '123456',
  username: 'sam.reyes',
  password: 'Brand-new-pass-7',
  passwordConfirmation: 'Brand-new-pass-7',
};

describe('setup username store', () => {
  it('asks for a code with the details only, then sends the code with the e-mail and choice', async () => {
    const calls: ApiRequest<unknown>[] = [];
    const store = createSetupUsernameStore(
      queuedRunner(
        {
          setupUsername: [{ ok: true, data: { message: sent } }],
          confirmSetupUsername: [
            { ok: true, data: { message: 'Your username is set. You can now log in.' } },
          ],
        },
        calls,
      ),
    );
    expect(store.getState().step).toBe('details');
    expect(await store.getState().requestCode(details)).toBe(true);
    expect(store.getState()).toMatchObject({ step: 'code', sentMessage: sent, details });
    expect(await store.getState().confirm(choice)).toBe(true);
    expect(store.getState()).toMatchObject({
      step: 'done',
      notice: 'Your username is set. You can now log in.',
    });
    expect(calls.map((call) => [call.action, call.data])).toEqual([
      ['setupUsername', details],
      ['confirmSetupUsername', { email: 'sam@example.org', ...choice }],
    ]);
  });

  it('stays on the code step with the message of a wrong or expired code, and asks for a new one', async () => {
    const calls: ApiRequest<unknown>[] = [];
    const wrong = 'The code is not correct. Please check it and try again.';
    const expired = 'The code has expired or was already used. Please ask for a new one.';
    const store = createSetupUsernameStore(
      queuedRunner(
        {
          setupUsername: [
            { ok: true, data: { message: sent } },
            { ok: true, data: { message: sent } },
          ],
          confirmSetupUsername: [
            { ok: false, status: 400, message: wrong },
            { ok: false, status: 400, message: expired },
          ],
        },
        calls,
      ),
    );
    await store.getState().requestCode(details);
    expect(await store.getState().confirm(choice)).toBe(false);
    expect(store.getState()).toMatchObject({ step: 'code', status: 'error', errorMessage: wrong });
    await store.getState().confirm(choice);
    expect(store.getState().errorMessage).toBe(expired);
    expect(await store.getState().resendCode()).toBe(true);
    expect(store.getState()).toMatchObject({
      step: 'code',
      errorMessage: null,
      notice: newCodeSentNotice,
      sentMessage: sent,
    });
    expect(calls.at(-1)?.data).toEqual(details);
  });

  it('shows field errors and a refused request, and starts over', async () => {
    const store = createSetupUsernameStore(
      queuedRunner(
        {
          setupUsername: [
            {
              ok: false,
              status: 429,
              message:
                'Too many attempts to set up a username. Please wait an hour and try again, or call us.',
            },
            { ok: true, data: { message: sent } },
          ],
          confirmSetupUsername: [
            {
              ok: false,
              status: 400,
              message: 'Check form fields and try again',
              errors: { username: 'This username is already taken' },
            },
          ],
        },
        [],
      ),
    );
    expect(await store.getState().requestCode(details)).toBe(false);
    expect(store.getState()).toMatchObject({ step: 'details', status: 'error' });
    await store.getState().requestCode(details);
    await store.getState().confirm(choice);
    expect(store.getState().fieldErrors).toEqual({ username: 'This username is already taken' });
    store.getState().startOver();
    expect(store.getState()).toMatchObject({ step: 'details', details: null, fieldErrors: {} });
  });
});
