import { useState } from 'react';
import { amountOrZero, validateAmountText } from '../../validators';

/** A calculator's amount fields as typed, with each one's message and its value in dollars. */
export function useAmountFields<Name extends string>(initial: Readonly<Record<Name, string>>) {
  const [texts, setTexts] = useState<Record<Name, string>>({ ...initial });
  const names = Object.keys(initial) as Name[];
  const errors = Object.fromEntries(
    names.map((name) => [name, validateAmountText(texts[name], true)]),
  ) as Record<Name, string | undefined>;
  const amounts = Object.fromEntries(
    names.map((name) => [name, amountOrZero(texts[name])]),
  ) as Record<Name, number>;
  const valid = names.every((name) => errors[name] === undefined);
  const set = (name: Name, text: string) => setTexts((current) => ({ ...current, [name]: text }));
  return { texts, errors, amounts, valid, set };
}
