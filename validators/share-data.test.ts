import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShareData, encodeShareData, sharedTargetOf } from './share-data';

const id = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);

describe('share link data', () => {
  it('reads back every target it writes, in URL-safe characters', () => {
    const target = fc.record(
      {
        formId: id,
        agent: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{0,20}$/),
        utm: fc.record(
          { utm_source: fc.string({ minLength: 1, maxLength: 100 }) },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: ['formId'] },
    );
    fc.assert(
      fc.property(target, (value) => {
        const data = encodeShareData(value);
        expect(data).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeShareData(data)).toEqual(value);
      }),
    );
  });

  it('is base64url of the JSON, as documented', () => {
    const data = Buffer.from(JSON.stringify({ planId: 'level-term' })).toString('base64url');
    expect(decodeShareData(data)).toEqual({ planId: 'level-term' });
    expect(encodeShareData({ planId: 'level-term' })).toBe(data);
  });

  it('refuses damaged data and targets that name no one thing', () => {
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const data of [
      '',
      'abc',
      '!!!!',
      encoded({}),
      encoded({ formId: 'a', planId: 'b' }),
      encoded({ formId: 'A B' }),
      encoded({ formId: 'a', extra: 1 }),
      encoded({ formId: 'a', utm: { utm_evil: 'x' } }),
      encoded({ planId: 'a', agent: '../x' }),
      encoded([1, 2]),
      Buffer.from('not json').toString('base64url'),
    ])
      expect(decodeShareData(data), data).toBeUndefined();
    expect(sharedTargetOf({ planId: 'level-term', utm: {} })).toEqual({
      planId: 'level-term',
      utm: {},
    });
  });
});
