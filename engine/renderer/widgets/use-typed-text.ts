import { useState } from 'react';
import { fieldPathOfId } from '../field-ids';
import { wizardContextOf } from '../form-context';

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The text of an input as it is being typed, kept in the widget: a keystroke re-renders this
 * input only, and the wizard hears of it (no render) so nothing typed is lost before blur.
 * A new value from rjsf (a commit, answers handed back after Continue) replaces the text.
 */
export function useTypedText(id: string, value: unknown, formContext: unknown) {
  const [text, setText] = useState(() => asText(value));
  const [received, setReceived] = useState(value);
  if (value !== received) {
    setReceived(value);
    setText(asText(value));
  }
  const context = wizardContextOf(formContext);
  const type = (next: string) => {
    setText(next);
    context?.typing?.(fieldPathOfId(id), next === '' ? undefined : next);
  };
  /** Whether `next` differs from what rjsf holds, so a blur without a change commits nothing. */
  const differs = (next: string) => next !== asText(value);
  return { text, type, differs };
}
