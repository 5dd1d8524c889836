import jsonpointer from 'jsonpointer';
import { describe, expect, it } from 'vitest';
import pointer from './json-pointer';

const schema = {
  definitions: { name: { type: 'string' }, 'a/b': { x: 1 }, 'c~d': [10, 20], nothing: null },
  '': { empty: true },
};

/** The answer, or the error's message. */
function read(get: (target: unknown, at: string) => unknown, target: unknown, at: string) {
  try {
    return { value: get(target, at) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe("the engine's JSON pointer", () => {
  it('reads what the jsonpointer package reads, with the same errors', () => {
    const pointers = [
      '',
      '/',
      '/definitions',
      '/definitions/name',
      '/definitions/name/type',
      '/definitions/a~1b/x',
      '/definitions/c~0d/1',
      '/definitions/nothing',
      '/definitions/nothing/deeper',
      '/definitions/missing/deeper',
      '/definitions/name/type/length',
      'definitions',
      '#/definitions',
    ];
    for (const target of [schema, null, 'text', undefined])
      for (const at of pointers)
        expect(read(pointer.get, target, at), `${String(target)} ${at}`).toEqual(
          read(jsonpointer.get as (target: unknown, at: string) => unknown, target, at),
        );
  });
});
