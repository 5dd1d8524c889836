import { isStateCode, messages } from '../../../validators';

/** The quote box's answers, as the fields hold them. */
export interface QuoteAnswers {
  readonly age: string;
  readonly coverage: string;
  readonly state: string;
}

export type QuoteErrors = Partial<Record<keyof QuoteAnswers, string>>;

/** The amounts the box offers: the catalogue's $50,000 steps, up to the highest plan's $1,000,000. */
export const quoteCoverageAmounts: readonly number[] = Array.from(
  { length: 20 },
  (_, index) => (index + 1) * 50_000,
);

/**
 * The spec's messages for the box's answers (§5): each is required, the age is a whole number
 * of years. Whether a plan takes that age is the answer's to say, not an error of the field.
 */
export function quoteErrors(answers: QuoteAnswers): QuoteErrors {
  const errors: QuoteErrors = {};
  const age = answers.age.trim();
  if (age === '') errors.age = messages.required;
  else if (!/^\d+$/.test(age)) errors.age = messages.onlyNumbers;
  else if (age.length > 3) errors.age = messages.invalid;
  if (!quoteCoverageAmounts.includes(Number(answers.coverage))) errors.coverage = messages.required;
  if (answers.state === '') errors.state = messages.required;
  else if (!isStateCode(answers.state)) errors.state = messages.invalid;
  return errors;
}
