import { describe, expect, it, vi } from 'vitest';
import { memoryCookies } from '../browser/cookies';
import { pushEvent, trackPageView } from './data-layer';
import { readUtmCookies, storeUtmCookies } from './utm-cookies';

describe('data layer', () => {
  it('pushes page views with path, query and hash', () => {
    const layer: Record<string, unknown>[] = [];
    trackPageView({ pathname: '/about/', search: '?a=1', hash: '#top' }, layer);
    expect(layer).toEqual([{ event: 'pageView', path: '/about/', query: '?a=1', hash: '#top' }]);
  });

  it('warns about a wrong event name and pushes nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const layer: Record<string, unknown>[] = [];
    expect(pushEvent({ event: 'pageview' }, layer)).toBe(false);
    expect(layer).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('UTM cookies', () => {
  it('stores the seven UTM parameters for one hour', () => {
    const cookies = memoryCookies();
    const set = vi.spyOn(cookies, 'set');
    const stored = storeUtmCookies('?utm_source=news&utm_agent=A7&utm_agency=&other=1', cookies);
    expect(stored).toEqual(['utm_source', 'utm_agent']);
    expect(set).toHaveBeenCalledWith('utm_source', 'news', { maxAgeSeconds: 3600 });
    expect(readUtmCookies(cookies)).toEqual({ utm_source: 'news', utm_agent: 'A7' });
  });
});
