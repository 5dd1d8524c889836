import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { validateConfirmedBlock } from './confirmed-block';

describe('validateConfirmedBlock', () => {
  it("accepts a block whose isConfirmed is '1'", () => {
    expect(validateConfirmedBlock({ tobaccoUse: '0', isConfirmed: '1' })).toBeUndefined();
  });
  it.each([
    [{ tobaccoUse: '0', isConfirmed: '0' }],
    [{ tobaccoUse: '0' }],
    [{ isConfirmed: true }],
    [Object.create({ isConfirmed: '1' })],
    [null],
    ['1'],
  ])('answers required for %j', (block) => {
    expect(validateConfirmedBlock(block)).toBe(messages.required);
  });
});
