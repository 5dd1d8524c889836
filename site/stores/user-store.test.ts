import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResult, RunRequest } from '../api';
import { memoryCookies } from '../browser/cookies';
import { createUserStore, initialUserState } from './user-store';

type Answers = Record<string, ApiResult<unknown>>;

function fakeRunner(answers: Answers, calls: ApiRequest<unknown>[] = []): RunRequest {
  return (async <T>(request: ApiRequest<T>): Promise<ApiResult<T>> => {
    calls.push(request as ApiRequest<unknown>);
    request.onStatus?.(request.action, 'loading');
    const answer = answers[request.action] ?? {
      ok: false,
      message: 'Request error occurred',
      status: 404,
    };
    const valid = !answer.ok || !request.validate || request.validate(answer.data);
    const result = valid ? answer : { ok: false as const, message: 'Request error occurred' };
    request.onStatus?.(request.action, result.ok ? 'success' : 'error');
    return result as ApiResult<T>;
  }) as RunRequest;
}

const member = { _id: 'm1', firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.org' };

describe('user store', () => {
  it('logs in without MFA: stores auth and the three member cookies', async () => {
    const cookies = memoryCookies();
    const store = createUserStore({
      runRequest: fakeRunner({ login: { ok: true, data: { token: 't1', member } } }),
      cookies,
    });
    expect(await store.getState().login({ username: 'dana', password: 'secret1' })).toBe(
      'loggedIn',
    );
    const state = store.getState();
    expect(state.isLoggedIn).toBe(true);
    expect(state.auth).toEqual({ memberId: 'm1', memberToken: 't1' });
    expect(state.loading.login).toBe('success');
    expect([...cookies.values.entries()]).toEqual([
      ['memberId', 'm1'],
      ['memberToken', 't1'],
      ['memberName', 'Dana'],
    ]);
  });

  it('keeps a login that needs MFA logged out until the code is verified', async () => {
    const calls: ApiRequest<unknown>[] = [];
    const store = createUserStore({
      runRequest: fakeRunner(
        {
          login: {
            ok: true,
            data: { mfaRequired: true, availableMethods: ['email', 'sms'], memberId: 'm1' },
          },
          initiateMfa: {
            ok: true,
            data: { method: 'sms', destination: '***-***-1234', expiresAt: '2030-01-01T00:10:00Z' },
          },
          resendMfaCode: {
            ok: true,
            data: { method: 'sms', destination: '***-***-1234', expiresAt: '2030-01-01T00:20:00Z' },
          },
          verifyMfaCode: { ok: true, data: { token: 't2', member } },
        },
        calls,
      ),
      cookies: memoryCookies(),
    });
    expect(await store.getState().login({ username: 'dana', password: 'secret1' })).toBe('mfa');
    expect(store.getState().isLoggedIn).toBe(false);
    expect(store.getState().mfa).toMatchObject({
      required: true,
      availableMethods: ['email', 'sms'],
      codeSent: false,
    });

    await store.getState().initiateMfa('sms');
    expect(store.getState().mfa).toMatchObject({
      codeSent: true,
      currentMethod: 'sms',
      phone: '***-***-1234',
      email: null,
    });
    await store.getState().resendMfaCode();
    expect(store.getState().mfa.expiresAt).toBe('2030-01-01T00:20:00Z');
    expect(calls.at(-1)?.data).toEqual({ memberId: 'm1', method: 'sms' });
    // Another way to get the code: back to the choice, the login still waiting for it.
    store.getState().chooseAnotherMfaMethod();
    expect(store.getState().mfa).toMatchObject({
      required: true,
      codeSent: false,
      availableMethods: ['email', 'sms'],
    });
    await store.getState().initiateMfa('sms');
    expect(store.getState().mfa.codeSent).toBe(true);

    expect(await store.getState().verifyMfaCode('123456')).toBe(true);
    expect(store.getState().isLoggedIn).toBe(true);
    expect(store.getState().mfa.required).toBe(false);
  });

  it('shows the server message when the login fails', async () => {
    const store = createUserStore({
      runRequest: fakeRunner({
        login: { ok: false, status: 401, message: 'Invalid username or password' },
      }),
      cookies: memoryCookies(),
    });
    expect(await store.getState().login({ username: 'x', password: 'y' })).toBe('failed');
    expect(store.getState()).toMatchObject({
      isLoggedIn: false,
      errorMessage: 'Invalid username or password',
    });
  });

  it('refuses a login answer without a token', async () => {
    const store = createUserStore({
      runRequest: fakeRunner({ login: { ok: true, data: { member } } }),
      cookies: memoryCookies(),
    });
    expect(await store.getState().login({ username: 'x', password: 'y' })).toBe('failed');
  });

  it('loads saved auth on start and fetches the profile, dropping secret fields', async () => {
    const cookies = memoryCookies({ memberId: 'm1', memberToken: 't1', memberName: 'Dana' });
    const store = createUserStore({
      runRequest: fakeRunner({
        getUser: {
          ok: true,
          data: {
            _id: 'm1',
            firstName: 'Dana',
            password: 'hash',
            devices: [],
            permissions: { ballot: true },
          },
        },
      }),
      cookies,
    });
    await store.getState().loadSavedAuth();
    const state = store.getState();
    expect(state).toMatchObject({ isLoggedIn: true, dataLoaded: true, memberName: 'Dana' });
    expect(state.data).toEqual({ _id: 'm1', firstName: 'Dana', permissions: { ballot: true } });
    expect(state.permissions.ballot).toBe(true);
    expect(state.permissions.payment).toBe(false);
  });

  it('logs out when the profile fetch fails', async () => {
    const cookies = memoryCookies({ memberId: 'm1', memberToken: 'stale' });
    const store = createUserStore({
      runRequest: fakeRunner({ getUser: { ok: false, status: 401, message: 'Unauthorized' } }),
      cookies,
    });
    await store.getState().loadSavedAuth();
    expect(store.getState().isLoggedIn).toBe(false);
    expect(cookies.values.size).toBe(0);
  });

  it('stays logged out without both saved cookies', async () => {
    const store = createUserStore({
      runRequest: fakeRunner({}),
      cookies: memoryCookies({ memberId: 'm1' }),
    });
    await store.getState().loadSavedAuth();
    expect(store.getState().isLoggedIn).toBe(false);
  });

  it('logout resets all user data and tells the server', async () => {
    const calls: ApiRequest<unknown>[] = [];
    const cookies = memoryCookies();
    let forgotten = 0;
    const store = createUserStore({
      runRequest: fakeRunner(
        {
          login: { ok: true, data: { token: 't1', member } },
          logout: { ok: true, data: { ok: true } },
        },
        calls,
      ),
      cookies,
      forgetUserData: () => (forgotten += 1),
    });
    await store.getState().login({ username: 'dana', password: 'secret1' });
    expect(forgotten).toBe(0);
    await store.getState().logout();
    // The applications kept in this browser too.
    expect(forgotten).toBe(1);
    const {
      login: _login,
      initiateMfa: _i,
      resendMfaCode: _r,
      verifyMfaCode: _v,
      clearMfa: _c,
      chooseAnotherMfaMethod: _a,
      signup: _s,
      confirmSignup: _cs,
      loadSavedAuth: _l,
      fetchUser: _f,
      renewToken: _t,
      logout: _o,
      loggedOutElsewhere: _e,
      ...data
    } = store.getState();
    expect(data).toEqual(initialUserState);
    expect(cookies.values.size).toBe(0);
    expect(calls.at(-1)).toMatchObject({
      action: 'logout',
      data: { memberId: 'm1', memberToken: 't1' },
    });
  });

  it('renews the token of this session after a password change, cookies included', async () => {
    const cookies = memoryCookies();
    const store = createUserStore({
      runRequest: fakeRunner({ login: { ok: true, data: { token: 't1', member } } }, []),
      cookies,
    });
    await store.getState().login({ username: 'dana', password: 'secret1' });
    store.getState().renewToken('t2');
    expect(store.getState().auth).toEqual({ memberId: 'm1', memberToken: 't2' });
    expect(store.getState().isLoggedIn).toBe(true);
    expect(cookies.get('memberToken')).toBe('t2');
  });

  it('forgets the same when another tab logged out, without a second logout the server refuses', async () => {
    const calls: ApiRequest<unknown>[] = [];
    const cookies = memoryCookies();
    let forgotten = 0;
    const store = createUserStore({
      runRequest: fakeRunner({ login: { ok: true, data: { token: 't1', member } } }, calls),
      cookies,
      forgetUserData: () => (forgotten += 1),
    });
    await store.getState().login({ username: 'dana', password: 'secret1' });
    const sent = calls.length;
    store.getState().loggedOutElsewhere();
    expect(store.getState().isLoggedIn).toBe(false);
    expect(store.getState().auth).toEqual(initialUserState.auth);
    expect(forgotten).toBe(1);
    expect(cookies.values.size).toBe(0);
    expect(calls.length).toBe(sent);
  });

  it('signs up without logging anyone in: the answer says to check the e-mail', async () => {
    const message = 'Check your e-mail to confirm your address.';
    const store = createUserStore({
      runRequest: fakeRunner({ signup: { ok: true, data: { message } } }),
      cookies: memoryCookies(),
    });
    expect(await store.getState().signup({ firstName: 'Dana' })).toBe(message);
    expect(store.getState().auth).toBeNull();
    expect(store.getState().isLoggedIn).toBe(false);
  });

  it('logs the new member in from the e-mailed sign-up link', async () => {
    const calls: ApiRequest<unknown>[] = [];
    const store = createUserStore({
      runRequest: fakeRunner(
        {
          confirmSignup: {
            ok: true,
            data: { token: 't9', member: { ...member, email: { primary: 'dana@example.org' } } },
          },
        },
        calls,
      ),
      cookies: memoryCookies(),
    });
    expect(await store.getState().confirmSignup('link-token')).toBe(true);
    expect(calls.at(-1)).toMatchObject({ action: 'confirmSignup', data: { token: 'link-token' } });
    expect(store.getState().auth).toEqual({ memberId: 'm1', memberToken: 't9' });
  });
});
