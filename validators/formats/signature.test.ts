import { describe, expect, it } from 'vitest';
import { messages, signatureMismatchMessage } from '../messages';
import { comparableName, fullNameOf, signerOf, validateSignature } from './signature';

const daniel = { firstName: 'Daniel', middleInitial: 'R', lastName: "O'Connor" };

describe('validateSignature', () => {
  it.each([
    "Daniel R O'Connor",
    'daniel r oconnor',
    "  DANIEL   R.  O'CONNOR ",
    "Daniel O'Connor",
    'Daniel OConnor',
  ])('takes %j for Daniel R O’Connor', (typed) => {
    expect(validateSignature(typed, daniel)).toBeUndefined();
  });

  it.each(['Mickey Mouse', 'Daniel', "O'Connor Daniel", 'Daniel X OConnor', 'Dan OConnor'])(
    'refuses %j with the name to type',
    (typed) => {
      expect(validateSignature(typed, daniel)).toBe(signatureMismatchMessage("Daniel R O'Connor"));
    },
  );

  it('asks for a signature when none is typed', () => {
    expect(validateSignature('  ', daniel)).toBe(messages.required);
    expect(validateSignature(undefined, daniel)).toBe(messages.required);
    expect(validateSignature(42, daniel)).toBe(messages.required);
  });

  it('refuses any signature when no name is given', () => {
    expect(validateSignature('Anyone', undefined)).toBe(messages.invalid);
    expect(validateSignature('', { firstName: '' })).toBe(messages.required);
    expect(validateSignature('Ann', { firstName: 'Ann' })).toBe(messages.invalid);
  });

  it('ignores accents', () => {
    expect(comparableName('José Núñez')).toBe('josenunez');
    expect(validateSignature('Jose Nunez', { firstName: 'José', lastName: 'Núñez' })).toBe(
      undefined,
    );
  });

  it('never throws on odd input', () => {
    for (const value of [null, {}, [], 1, 'x', { firstName: 1, lastName: [] }])
      expect(() => validateSignature(value, value as never)).not.toThrow();
  });
});

describe('signerOf', () => {
  it('takes the first section with a full name', () => {
    const data = { owner: { firstName: 'Ann', lastName: 'Lee' }, insured: daniel };
    expect(signerOf(data, ['owner', 'insured'])).toBe(data.owner);
    expect(signerOf({ insured: daniel }, ['owner', 'insured'])).toBe(daniel);
    expect(signerOf({ owner: { firstName: 'Ann' } }, ['owner'])).toBeUndefined();
    expect(signerOf(null, ['owner'])).toBeUndefined();
    expect(fullNameOf(daniel)).toBe("Daniel R O'Connor");
  });
});
