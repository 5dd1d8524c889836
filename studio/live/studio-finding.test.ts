import { describe, expect, it } from 'vitest';
import { findingOf } from './studio-finding';

describe('a finding placed by file and pointer', () => {
  it.each([
    [
      'forms/term-90-plus/short.json#/steps/5/schema: must have required property type',
      {
        file: 'forms/term-90-plus/short.json',
        pointer: '/steps/5/schema',
        message: 'must have required property type',
      },
    ],
    [
      'forms/x/quick.json: /quickStep/seed/spouse is for a spouse',
      { file: 'forms/x/quick.json', pointer: '/quickStep/seed/spouse', message: 'is for a spouse' },
    ],
    [
      "forms/x/a.json: no path reaches the review: step 'payment' refuses every answer",
      {
        file: 'forms/x/a.json',
        pointer: '',
        message: "no path reaches the review: step 'payment' refuses every answer",
      },
    ],
    [
      'forms/x/a.json: /intermediateData/age: /nothing/here names no field of the form',
      {
        file: 'forms/x/a.json',
        pointer: '/intermediateData/age',
        message: '/nothing/here names no field of the form',
      },
    ],
    ['something else entirely', { file: '', pointer: '', message: 'something else entirely' }],
  ])('%s', (line, expected) => {
    expect(findingOf(line)).toEqual(expected);
  });
});
