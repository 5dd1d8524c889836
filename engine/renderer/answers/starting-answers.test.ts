import { describe, expect, it } from 'vitest';
import type { StepDefinition } from '../../definition/types';
import { withStartingAnswers } from './starting-answers';

const card: StepDefinition = {
  id: 'card',
  title: 'Credit card',
  schema: { type: 'object', properties: { card: { type: 'object' } } },
  startingAnswers: [{ answer: '/card/nameOnCard', nameOf: ['owner', 'insured'] }],
};
const insured = { firstName: 'Ann', middleInitial: 'B', lastName: 'Lee' };
const owner = { firstName: 'Carl', lastName: 'Diaz' };

describe("a step's starting answers", () => {
  it("start as the first section's full name, the others' kept", () => {
    const data = { insured, owner, card: { cardType: 'visa' } };
    expect(withStartingAnswers(card, data, data)).toEqual({
      ...data,
      card: { cardType: 'visa', nameOnCard: 'Carl Diaz' },
    });
    expect(withStartingAnswers(card, { insured }, { insured })).toEqual({
      insured,
      card: { nameOnCard: 'Ann B Lee' },
    });
  });

  it('never offer a name left on a step no longer taken, nor write over an answer', () => {
    const data = { insured, owner };
    expect(withStartingAnswers(card, data, { insured })).toEqual({
      ...data,
      card: { nameOnCard: 'Ann B Lee' },
    });
    const answered = { insured, card: { nameOnCard: 'A N Other' } };
    expect(withStartingAnswers(card, answered, answered)).toBe(answered);
  });

  it('leave the answers as they are when no section gives a name', () => {
    const data = { insured: { firstName: 'Ann' } };
    expect(withStartingAnswers(card, data, data)).toBe(data);
    expect(withStartingAnswers(undefined, data, data)).toBe(data);
  });
});
