import { deepEquals as rjsfDeepEquals } from '@rjsf/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import deepEquals from './deep-equals';

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

/** Values of the kinds rjsf compares: JSON, functions, dates, regexps, maps, sets, class objects. */
const { value } = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.constantFrom(0, -0, 1, Number.NaN, '', 'a', 'b', true, false, null, undefined),
    fc.integer({ min: -3, max: 3 }),
    fc.constantFrom('x', 'y').map((name) => (name === 'x' ? () => 1 : () => 2)),
    fc.integer({ min: 0, max: 2 }).map((time) => new Date(time)),
    fc.constantFrom(/a/, /a/g, /b/),
    fc
      .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 1 }))
      .map(([x, y]) => new Point(x, y)),
    fc.constantFrom(1, 2).map((n) => new Number(n)),
  ),
  value: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'then'), tie('value'), { maxKeys: 3 }),
    fc.array(tie('leaf'), { maxLength: 3 }).map((items) => new Set(items)),
    fc
      .array(fc.tuple(fc.constantFrom('k', 'l'), tie('value')), { maxLength: 2 })
      .map((entries) => new Map(entries)),
  ),
}));

/** A structural copy: equal by value, never the same objects. */
function copy(of: unknown): unknown {
  if (Array.isArray(of)) return of.map(copy);
  if (of instanceof Date) return new Date(of.getTime());
  if (of instanceof Map) return new Map([...of].map(([k, v]) => [k, copy(v)]));
  if (of instanceof Set) return new Set([...of].map(copy));
  if (of instanceof Point) return new Point(of.x, of.y);
  if (of instanceof Number) return new Number(of.valueOf());
  if (of && typeof of === 'object' && !(of instanceof RegExp))
    return Object.assign(
      Object.create(Object.getPrototypeOf(of) as object | null) as object,
      Object.fromEntries(Object.entries(of).map(([k, v]) => [k, copy(v)])),
    );
  return of;
}

describe("the browser build's deepEquals", () => {
  it("answers as rjsf's (fast-equals) for any two values of the kinds rjsf compares", () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds a value equal to its copy, and to the copy changed nowhere else', () => {
    fc.assert(
      fc.property(value, (a) => {
        expect(deepEquals(a, copy(a))).toBe(true);
        expect(rjsfDeepEquals(a, copy(a))).toBe(true);
      }),
    );
  });

  it('compares objects holding themselves, React elements without their owner', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    const b: Record<string, unknown> = { name: 'a' };
    b.self = b;
    const c: Record<string, unknown> = { name: 'c' };
    c.self = c;
    const element = (owner: object) => ({ $$typeof: 1, type: 'p', props: {}, _owner: owner });
    for (const [x, y] of [
      [a, b],
      [a, c],
      [element({ one: 1 }), element({ two: 2 })],
      [{ _owner: 1 }, { _owner: 2 }],
      [new Map([[{ k: 1 }, 1]]), new Map([[{ k: 1 }, 1]])],
      [new Set([{ k: 1 }, { k: 1 }]), new Set([{ k: 1 }, { k: 2 }])],
      [Object.assign(Object.create(null) as object, { a: 1 }), { a: 1 }],
      [Promise.resolve(1), Promise.resolve(1)],
    ])
      expect(deepEquals(x, y)).toBe(rjsfDeepEquals(x, y));
    expect(deepEquals(a, b)).toBe(true);
    expect(deepEquals(a, c)).toBe(false);
  });
});
