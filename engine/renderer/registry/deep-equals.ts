/**
 * In place of @rjsf/utils' deepEquals in the browser builds
 * (scripts/build/rjsf-registry-plugin.ts): rjsf builds it from the fast-equals library (about 2.4
 * KB gzipped on every application page) for what it compares: form data, schemas, props and state.
 * The same answers as rjsf's for those: objects (plain, null-prototype or of one class, not
 * thenables) by their own enumerable keys, arrays by items, numbers by Object.is, functions always
 * equal, dates by time, regular expressions by source and flags, boxed primitives by value, maps
 * and sets by their entries in any order, React elements without their owner, and an object met
 * again inside itself no further. Other built-in objects (errors, typed arrays, URLs) are equal
 * only when the same.
 */

type Seen = WeakMap<object, object>;

const isReactOwner = (a: object, b: object, key: string) =>
  (key === '_owner' || key === '__o' || key === '__v') &&
  Boolean((a as { $$typeof?: unknown }).$$typeof || (b as { $$typeof?: unknown }).$$typeof);

function objectsEqual(a: object, b: object, seen: Seen): boolean {
  const keys = Object.keys(a);
  if (Object.keys(b).length !== keys.length) return false;
  return keys.every(
    (key) =>
      isReactOwner(a, b, key) ||
      (Object.prototype.propertyIsEnumerable.call(b, key) &&
        equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], seen)),
  );
}

/** Each of `a`'s entries matches one of `b`'s not matched yet (fast-equals' order-free rule). */
function entriesMatch<T>(a: Iterable<T>, b: T[], same: (x: T, y: T) => boolean): boolean {
  const matched = new Set<number>();
  for (const x of a) {
    const index = b.findIndex((y, at) => !matched.has(at) && same(x, y));
    if (index < 0) return false;
    matched.add(index);
  }
  return true;
}

const thenable = (x: object) => typeof (x as { then?: unknown }).then === 'function';

function structuresEqual(a: object, b: object, seen: Seen): boolean {
  const constructor = a.constructor;
  if (constructor === Object || constructor == null) return objectsEqual(a, b, seen);
  if (Array.isArray(a)) {
    const items = b as unknown[];
    return a.length === items.length && a.every((item, at) => equal(item, items[at], seen));
  }
  if (a instanceof Map) {
    const entries = [...(b as Map<unknown, unknown>)];
    return (
      a.size === entries.length &&
      entriesMatch(a, entries, ([k, v], [l, w]) => equal(k, l, seen) && equal(v, w, seen))
    );
  }
  if (a instanceof Set) {
    const values = [...(b as Set<unknown>)];
    return a.size === values.length && entriesMatch(a, values, (x, y) => equal(x, y, seen));
  }
  switch (Object.prototype.toString.call(a)) {
    case '[object Date]':
      return Object.is((a as Date).getTime(), (b as Date).getTime());
    case '[object RegExp]': {
      const [x, y] = [a as RegExp, b as RegExp];
      return x.source === y.source && x.flags === y.flags;
    }
    case '[object Number]':
    case '[object String]':
    case '[object Boolean]':
      return Object.is(a.valueOf(), b.valueOf());
    case '[object Object]':
      return !thenable(a) && !thenable(b) && objectsEqual(a, b, seen);
    default:
      return false;
  }
}

function equal(a: unknown, b: unknown, seen: Seen): boolean {
  if (a === b) return true;
  if (a == null || b == null || typeof a !== typeof b) return false;
  if (typeof a === 'function') return true;
  if (typeof a === 'number' || typeof a === 'bigint') return Object.is(a, b);
  if (typeof a !== 'object') return false;
  const x = a as object;
  const y = b as object;
  if (x.constructor !== y.constructor) return false;
  // Met again while comparing themselves: equal if they were met as this same pair.
  const pairedX = seen.get(x);
  const pairedY = seen.get(y);
  if (pairedX && pairedY) return pairedX === y && pairedY === x;
  seen.set(x, y);
  seen.set(y, x);
  const result = structuresEqual(x, y, seen);
  seen.delete(x);
  seen.delete(y);
  return result;
}

export default function deepEquals(a: unknown, b: unknown): boolean {
  return equal(a, b, new WeakMap());
}
