import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useLayoutEffect, useRef } from 'react';
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
  // The listener is added once: it reads the answer and rjsf's callback as they are now.
  const live = useRef({ value, onChange, offered });
  useLayoutEffect(() => {
    live.current = { value, onChange, offered };
  });
  useEffect(() => {
    if (typeof from !== 'string') return undefined;
    // The number's input shares the section's id: root_card_cardType beside root_card_number.
    const numberId = `${id.slice(0, id.length - name.length)}${from}`;
    const numberNow = (document.getElementById(numberId) as HTMLInputElement | null)?.value;
    // A number is never kept in the browser: a type found with none was the number's, then.
    chosen.current ??= Boolean(numberNow) && value !== cardTypeOfNumber(numberNow);
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.id !== numberId || chosen.current) return;
      const type = cardTypeOfNumber(target.value);
      const now = live.current;
      if (type && type !== now.value && now.offered.includes(type)) now.onChange(type);
    };
    document.addEventListener('input', onInput);
    return () => document.removeEventListener('input', onInput);
  }, [from, id, name]);
  return () => {
    chosen.current = true;
  };
}
