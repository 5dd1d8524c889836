import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path';

describe('the path a request is logged under', () => {
  it('leaves out the query string and the token of a resume link', () => {
    expect(loggedPath('/api?api=aqua&memberToken=secret')).toBe('/api');
    expect(loggedPath('/resume/AbC_12-xyz/')).toBe('/resume/[token]/');
    expect(loggedPath('/resume/AbC_12-xyz')).toBe('/resume/[token]');
    expect(loggedPath('/insurance-plans/term-90-plus/')).toBe('/insurance-plans/term-90-plus/');
  });
});
