import { useState } from 'react';
import { amountOrZero, messages, validateAmountText } from '../../validators';

/**
 * A calculator's amount fields as typed, with each one's message and its value in dollars.
 * Fields named in `wholeNumbers` (a loan's months) must also be whole.
 */
export function useAmountFields<Name extends string>(
  initial: Readonly<Record<Name, string>>,
  wholeNumbers: readonly NoInfer<Name>[] = [],
) {
  const [texts, setTexts] = useState<Record<Name, string>>({ ...initial });
  const names = Object.keys(initial) as Name[];
  const amounts = Object.fromEntries(
    names.map((name) => [name, amountOrZero(texts[name])]),
  ) as Record<Name, number>;
  const errorOf = (name: Name): string | undefined =>
    validateAmountText(texts[name], true) ??
    (wholeNumbers.includes(name) && !Number.isInteger(amounts[name])
      ? messages.wholeNumber
      : undefined);
  const errors = Object.fromEntries(names.map((name) => [name, errorOf(name)])) as Record<
    Name,
    string | undefined
  >;
  const valid = names.every((name) => errors[name] === undefined);
  const set = (name: Name, text: string) => setTexts((current) => ({ ...current, [name]: text }));
  return { texts, errors, amounts, valid, set };
}

export type AmountFields<Name extends string> = ReturnType<typeof useAmountFields<Name>>;
