import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { validatePersonName } from './person-name';

describe('validatePersonName', () => {
  it.each(['J.R. Smith', "Daniel R. O'Connor", 'Zoë Ávila-Núñez', 'Mary Anne', 'Jo’Ann'])(
    'takes %s',
    (name) => {
      expect(validatePersonName(name)).toBeUndefined();
    },
  );

  it.each([
    'Call 555 0100',
    'evil.example/win',
    'me@example.com',
    'Win: $500',
    'prize.example',
    'Иван',
  ])('refuses %s', (text) => {
    expect(validatePersonName(text)).toBe(messages.invalidCharacter);
  });
});
