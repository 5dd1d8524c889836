import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import uriResolver from './uri-resolver';

// The cases @rjsf/utils meets: a fragment or a path read against a schema's absolute `$id`.
const cases: [string, string][] = [
  ['https://example.com/schemas/form.json', '#/definitions/address'],
  ['https://example.com/schemas/form.json#/x', '#/definitions/address'],
  ['https://example.com/schemas/form.json', 'address.json'],
  ['https://example.com/schemas/form.json', '../common/address.json#/step'],
  ['https://example.com/schemas/form.json', 'https://other.example/a.json'],
];

describe('uriResolver (fast-uri stand-in)', () => {
  it.each(cases)('resolves %s + %s as fast-uri does', (base, ref) => {
    expect(uriResolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it('reads an id and a reference to it as the same URI, as fast-uri does', () => {
    for (const [a, b] of [
      ['https://example.com/a.json', 'https://example.com/a.json#'],
      ['https://example.com/a.json', 'https://example.com/b.json'],
      ['#address', '#address'],
      ['HTTPS://Example.COM/a.json', 'https://example.com/a.json'],
    ] as const)
      expect(uriResolver.equal(a, b)).toBe(fastUri.equal(a, b));
  });

  it('gives the reference back when there is no base to read it against', () => {
    expect(uriResolver.resolve('form.json', 'address.json')).toBe('address.json');
  });
});
