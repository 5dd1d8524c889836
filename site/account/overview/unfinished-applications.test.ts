import { describe, expect, it } from 'vitest';
import { isDraftsAnswer } from './unfinished-applications';

const item = {
  appId: 'term-90-plus',
  formId: 'term-90-plus-standard',
  title: 'Term 90 Plus application',
  route: '/insurance-plans/term-90-plus/apply/',
  stoppedAfter: 'Eligibility',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('the drafts answer', () => {
  it('takes a list of unfinished applications', () => {
    expect(isDraftsAnswer({ drafts: [] })).toBe(true);
    expect(isDraftsAnswer({ drafts: [item, { ...item, stoppedAfter: null }] })).toBe(true);
  });

  it('refuses anything else, a link off the site included', () => {
    expect(isDraftsAnswer(null)).toBe(false);
    expect(isDraftsAnswer({ drafts: 'none' })).toBe(false);
    expect(isDraftsAnswer({ drafts: [{ ...item, route: 'https://example.com/' }] })).toBe(false);
    expect(isDraftsAnswer({ drafts: [{ ...item, updatedAt: 'yesterday' }] })).toBe(false);
  });
});
