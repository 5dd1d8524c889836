/** The input a quote refused. */
export type QuoteField = 'rateSheet' | 'tier' | 'sex' | 'term' | 'tobacco' | 'age' | 'coverage';

/** Thrown by `quote` for any input outside the rate tables; the message says what and why. */
export class QuoteError extends Error {
  override readonly name = 'QuoteError';

  constructor(
    readonly field: QuoteField,
    message: string,
  ) {
    super(message);
  }
}
