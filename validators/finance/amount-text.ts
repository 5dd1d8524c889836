import { messages } from '../messages';

/**
 * An amount as a visitor types it into a calculator: digits with an optional decimal part,
 * thousands commas, a leading $ and spaces allowed ('$25,000.50'). Undefined for anything else,
 * a negative amount included.
 */
export function amountOf(text: string): number | undefined {
  if (typeof text !== 'string') return undefined;
  const bare = text.replace(/[\s$,]/g, '');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(bare)) return undefined;
  const amount = Number(bare);
  return Number.isFinite(amount) ? amount : undefined;
}

/** A blank amount counts as 0 where the calculator allows it; anything unreadable is refused. */
export function validateAmountText(text: string, required = false): string | undefined {
  if (typeof text !== 'string') return messages.onlyNumbers;
  if (text.trim() === '') return required ? messages.required : undefined;
  return amountOf(text) === undefined ? messages.onlyNumbers : undefined;
}

/** The amount typed, 0 when blank or unreadable (the field shows its own message then). */
export const amountOrZero = (text: string): number => amountOf(text) ?? 0;
