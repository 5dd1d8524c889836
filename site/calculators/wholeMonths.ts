import { messages } from '../../validators';

/** A loan term's message: the amount rules first, then a whole number of months. */
export function monthsError(error: string | undefined, months: number): string | undefined {
  return error ?? (Number.isInteger(months) ? undefined : messages.wholeNumber);
}
