import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../browser/cookies';
import { announcementSeenCookie, rememberAnnouncement } from './announcement-seen';

/** A page as the server sends it: the bar (or not) and the alert's island. */
function page(island: string | null, bar = true): Document {
  const elements: Record<string, { textContent: string } | null> = {
    'alert-data': island === null ? null : { textContent: island },
  };
  return {
    getElementById: (id: string) => elements[id] ?? null,
    querySelector: () => (bar ? {} : null),
  } as unknown as Document;
}

describe('rememberAnnouncement', () => {
  it('notes the key of the announcement shown', () => {
    const cookies = memoryCookies();
    rememberAnnouncement(page('{"visible":true,"key":"0123456789abcdef"}'), cookies);
    expect(cookies.get(announcementSeenCookie)).toBe('0123456789abcdef');
  });

  it('notes nothing without a bar shown, or with an island that is not ours', () => {
    for (const [island, bar] of [
      ['{"visible":true,"key":"0123456789abcdef"}', false],
      [null, true],
      ['not json', true],
      ['null', true],
      ['{"key":"; path=/evil"}', true],
      ['{"key":42}', true],
    ] as const) {
      const cookies = memoryCookies();
      rememberAnnouncement(page(island, bar), cookies);
      expect(cookies.values.size).toBe(0);
    }
  });
});
