import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResult, RunRequest } from '../api';
import { createAlertStore, titledAlertShowing } from './alert-store';
import {
  ballotBannerText,
  createBallotStore,
  isBallotPeriod,
  showsBallotBanner,
} from './ballot-store';
import { createMainStore } from './main-store';
import { createAuthModalStore } from './modal-stores';
import { memoryStorage } from '../../engine';
import { expiringStorage, persistVersion } from './persistence';
import { createPersonalUrlStore } from './personal-url-store';
import { createSeoStore } from './seo-store';

function answering(result: ApiResult<unknown>): RunRequest {
  return (async <T>(request: ApiRequest<T>) => {
    if (result.ok && request.validate && !request.validate(result.data))
      return { ok: false, message: 'Request error occurred' };
    return result as ApiResult<T>;
  }) as RunRequest;
}

describe('persistence', () => {
  it('drops an entry once it is older than its lifetime', () => {
    const base = memoryStorage();
    let now = 1_000;
    const storage = expiringStorage(
      500,
      () => base,
      () => now,
    );
    storage.setItem('k', 'v');
    now = 1_499;
    expect(storage.getItem('k')).toBe('v');
    now = 1_500;
    expect(storage.getItem('k')).toBeNull();
    expect(base.entries.has('k')).toBe(false);
  });

  it('persists ballot flags with version 1 and restores them', async () => {
    const base = memoryStorage();
    const first = createBallotStore(() => base);
    first.getState().dismissBanner();
    const saved = JSON.parse(JSON.parse(base.entries.get('mba-ballot') ?? '{}').value);
    expect(saved).toEqual({
      state: { noticeModalOpen: false, alertVisible: false, bannerDismissed: true },
      version: persistVersion,
    });
    const second = createBallotStore(() => base);
    expect(second.getState().bannerDismissed).toBe(false);
    await second.persist.rehydrate();
    expect(second.getState().bannerDismissed).toBe(true);
  });
});

describe('ballot banner', () => {
  const shown = {
    isLoggedIn: false,
    alertVisible: true,
    ballotPeriod: true,
    bannerDismissed: false,
    titledAlertShowing: false,
  };

  it('has the exact text', () => {
    expect(ballotBannerText).toBe(
      'Attention MBA members: Voting for Director Nominees is now live. Please log in to your account to cast your vote.',
    );
  });

  it('shows only when logged out, in the ballot period, not dismissed and without a titled alert', () => {
    expect(showsBallotBanner(shown)).toBe(true);
    expect(showsBallotBanner({ ...shown, isLoggedIn: true })).toBe(false);
    expect(showsBallotBanner({ ...shown, ballotPeriod: false })).toBe(false);
    expect(showsBallotBanner({ ...shown, bannerDismissed: true })).toBe(false);
    expect(showsBallotBanner({ ...shown, titledAlertShowing: true })).toBe(false);
  });

  it('knows the election window', () => {
    expect(isBallotPeriod(Date.parse('2025-08-01T12:00:00Z'))).toBe(true);
    expect(isBallotPeriod(Date.parse('2025-10-17T04:00:00Z'))).toBe(false);
    expect(isBallotPeriod(Date.parse('2025-06-30T12:00:00Z'))).toBe(false);
  });

  it('follows the election window the server has in force', () => {
    const moved = {
      timeZone: 'America/Chicago',
      start: '2026-11-01T00:00',
      end: '2026-12-01T00:00',
      meeting: '2026-12-01T10:00',
      annualMeeting: 69,
    };
    expect(isBallotPeriod(Date.parse('2026-11-26T12:00:00Z'), moved)).toBe(true);
    expect(isBallotPeriod(Date.parse('2025-08-01T12:00:00Z'), moved)).toBe(false);
    // The first instant of the end day in Chicago is already outside.
    expect(isBallotPeriod(Date.parse('2026-12-01T06:00:00Z'), moved)).toBe(false);
    expect(isBallotPeriod(Date.parse('2026-12-01T05:59:00Z'), moved)).toBe(true);
  });

  it('closing the notice modal hides the alert', () => {
    const store = createBallotStore(() => memoryStorage());
    store.getState().openNoticeModal();
    store.getState().closeNoticeModal();
    expect(store.getState()).toMatchObject({ noticeModalOpen: false, alertVisible: false });
  });
});

describe('top alert', () => {
  it('loads the alert and can be hidden', async () => {
    const store = createAlertStore(
      answering({
        ok: true,
        data: { visible: true, data: { title: 'Office closed', text: 'Monday' } },
      }),
    );
    await store.getState().fetchAlert();
    expect(titledAlertShowing(store.getState())).toBe(true);
    store.getState().hide();
    expect(titledAlertShowing(store.getState())).toBe(false);
  });

  it('fails with the generic API error', async () => {
    const store = createAlertStore(answering({ ok: false, status: 503, message: 'x' }));
    await store.getState().fetchAlert();
    expect(store.getState().errorMessage).toMatch(
      /^The association's system is currently unavailable/,
    );
  });
});

describe('personal URL', () => {
  it('stores redirectUrl and purlId', async () => {
    const store = createPersonalUrlStore(
      answering({ ok: true, data: { redirectUrl: '/campaigns/quick-step/', purlId: 'AB1234' } }),
    );
    await store.getState().resolve('AB1234');
    expect(store.getState()).toMatchObject({
      status: 'success',
      redirectUrl: '/campaigns/quick-step/',
      purlId: 'AB1234',
    });
  });

  it('clears both with no message on a 4xx', async () => {
    const store = createPersonalUrlStore(
      answering({ ok: false, status: 404, message: 'Not found' }),
    );
    await store.getState().resolve('AB1234');
    expect(store.getState()).toMatchObject({
      status: 'error',
      redirectUrl: null,
      purlId: null,
      errorMessage: null,
    });
  });

  it('gives the API error otherwise', async () => {
    const store = createPersonalUrlStore(
      answering({ ok: false, message: 'Network error occurred' }),
    );
    await store.getState().resolve('AB1234');
    expect(store.getState().errorMessage).toBe('Network error occurred');
  });
});

describe('SEO', () => {
  it('maps entries by path', async () => {
    const entries = [
      { path: '/about/', seo: { title: 'About', description: 'd', canonical: 'c' } },
    ];
    const store = createSeoStore(answering({ ok: true, data: entries }));
    await store.getState().fetchSeo();
    expect(store.getState().byPath['/about/']).toEqual(entries[0]?.seo);
  });

  it('asks with the 3000 ms SEO time-out', async () => {
    const seen: ApiRequest<unknown>[] = [];
    const store = createSeoStore((async <T>(request: ApiRequest<T>) => {
      seen.push(request as ApiRequest<unknown>);
      return { ok: true, data: [] } as ApiResult<T>;
    }) as RunRequest);
    await store.getState().fetchSeo();
    expect(seen[0]).toMatchObject({
      api: 'content',
      action: 'seo',
      method: 'GET',
      timeoutMs: 3000,
    });
  });

  it("starts from the first page's entry, and asks for the whole list once when needed", async () => {
    const seen: ApiRequest<unknown>[] = [];
    const entries = [
      { path: '/', seo: { title: 'Home', description: 'd', canonical: 'c' } },
      { path: '/about/', seo: { title: 'About', description: 'd', canonical: 'c' } },
    ];
    const store = createSeoStore((async <T>(request: ApiRequest<T>) => {
      seen.push(request as ApiRequest<unknown>);
      return { ok: true, data: entries } as ApiResult<T>;
    }) as RunRequest);
    store.getState().showEntry({
      path: '/about/',
      seo: { title: 'About (sent)', description: 'd', canonical: 'c' },
    });
    expect(store.getState().byPath['/about/']?.title).toBe('About (sent)');
    expect(store.getState().status).toBe('idle');
    await Promise.all([store.getState().ensureSeo(), store.getState().ensureSeo()]);
    await store.getState().ensureSeo();
    expect(seen).toHaveLength(1);
    expect(store.getState().status).toBe('success');
    expect(store.getState().byPath['/']?.title).toBe('Home');
  });

  it('keeps defaults on an invalid answer', async () => {
    const store = createSeoStore(answering({ ok: true, data: { not: 'a list' } }));
    await store.getState().fetchSeo();
    expect(store.getState().byPath).toEqual({});
    expect(store.getState().errorMessage).not.toBeNull();
  });
});

describe('query parameters and agent URL', () => {
  it('stores query parameters of every route into one set', () => {
    const store = createMainStore(() => memoryStorage());
    store.getState().storeQueryParams('?utm_source=mail&ageRange=40-49');
    store.getState().storeQueryParams('?ref=x');
    store.getState().storeQueryParams('');
    expect(store.getState().queryParams).toEqual({
      utm_source: 'mail',
      ageRange: '40-49',
      ref: 'x',
    });
  });
});

describe('auth modal', () => {
  it('opens with a form and redirect, closes back to login', () => {
    const store = createAuthModalStore();
    store.getState().openModal('forgotPassword', '/my-account/');
    expect(store.getState()).toMatchObject({
      open: true,
      form: 'forgotPassword',
      redirectUrl: '/my-account/',
    });
    store.getState().changeForm('findUsername');
    store.getState().close();
    expect(store.getState()).toMatchObject({ open: false, form: 'login', redirectUrl: null });
  });

  it('defaults to the login form', () => {
    const store = createAuthModalStore();
    store.getState().openModal('findUsername');
    store.getState().close();
    store.getState().openModal();
    expect(store.getState()).toMatchObject({ open: true, form: 'login', redirectUrl: null });
  });
});
