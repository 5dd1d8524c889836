import { describe, expect, it } from 'vitest';
import { messages } from '../../../validators';
import { quoteCoverageAmounts, quoteErrors } from './quote-answers';

const answered = { age: '35', coverage: '250000', state: 'VA' };

describe('the quote box answers', () => {
  it('takes an age, an offered amount and a state', () => {
    expect(quoteErrors(answered)).toEqual({});
    expect(quoteErrors({ ...answered, age: ' 35 ' })).toEqual({});
  });

  it("gives the spec's messages word for word", () => {
    expect(quoteErrors({ age: '', coverage: '', state: '' })).toEqual({
      age: messages.required,
      coverage: messages.required,
      state: messages.required,
    });
    expect(quoteErrors({ ...answered, age: '3x' }).age).toBe('Only numbers allowed');
    expect(quoteErrors({ ...answered, age: '1234' }).age).toBe(messages.invalid);
    expect(quoteErrors({ ...answered, state: 'ZZ' }).state).toBe(messages.invalid);
    expect(quoteErrors({ ...answered, coverage: '12345' }).coverage).toBe(messages.required);
  });

  it('offers $50,000 steps from $50,000 to $1,000,000', () => {
    expect(quoteCoverageAmounts[0]).toBe(50_000);
    expect(quoteCoverageAmounts.at(-1)).toBe(1_000_000);
  });
});
