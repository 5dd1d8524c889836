import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useEffectEvent, useRef } from 'react';
import { cardTypeOfNumber } from '../../../validators';

/**
 * A card type the applicant need not choose: `"ui:options": { "cardTypeFrom": "number" }` names
 * the field of the same section holding the card number, and each keystroke there chooses the
 * type its first digits tell, when the field offers it. A type the applicant chose themselves is
 * kept, and so is one that the number shown does not tell when the step opens again.
 * Returns what the select's own change calls, to note the applicant's choice.
 */
export function useCardTypeFrom(props: WidgetProps, offered: string[]): () => void {
  const { id, name, value, options, onChange } = props;
  const from = options.cardTypeFrom;
  const chosen = useRef<boolean>(undefined);
  // Read when the step opens: a type found with no number was the number's (a number is never
  // kept in the browser), and one the number shown does not tell was the applicant's choice.
  const choseBefore = useEffectEvent(
    (numberNow: string | undefined) => Boolean(numberNow) && value !== cardTypeOfNumber(numberNow),
  );
  // Heard from a listener added once: it reads the answer and rjsf's callback as they are now.
  const onNumberTyped = useEffectEvent((typedNumber: string) => {
    const type = cardTypeOfNumber(typedNumber);
    if (type && type !== value && offered.includes(type)) onChange(type);
  });
  useEffect(() => {
    if (typeof from !== 'string') return undefined;
    // The number's input shares the section's id: root_card_cardType beside root_card_number.
    const numberId = `${id.slice(0, id.length - name.length)}${from}`;
    const numberNow = (document.getElementById(numberId) as HTMLInputElement | null)?.value;
    chosen.current ??= choseBefore(numberNow);
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.id === numberId && !chosen.current) onNumberTyped(target.value);
    };
    document.addEventListener('input', onInput);
    return () => document.removeEventListener('input', onInput);
  }, [from, id, name]);
  return () => {
    chosen.current = true;
  };
}
