import { describe, expect, it } from 'vitest';
import { maxInputDepth, tooDeepErrors } from './nesting-depth';

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

describe('tooDeepErrors', () => {
  it('passes input as deep as the limit', () => {
    expect(tooDeepErrors({ a: nested(maxInputDepth - 1) })).toEqual({});
    expect(tooDeepErrors('text')).toEqual({});
  });

  it('names the first path beyond the limit, even hundreds of thousands deep', () => {
    const errors = tooDeepErrors({ ok: 1, deep: nested(300_000) });
    expect(Object.values(errors)).toEqual(['This field is invalid']);
    const [path = ''] = Object.keys(errors);
    expect(path.startsWith('deep.a.0.a.0')).toBe(true);
    expect(path.split('.')).toHaveLength(maxInputDepth);
  });
});
