import { useLayoutEffect, useRef } from 'react';
import { fieldPathOfId } from '../field-ids';
import { wizardContextOf } from '../form-context';

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * A text field the browser keeps while it is typed in (uncontrolled): a keystroke renders
 * nothing in React, and the wizard hears of the text (no render) so nothing typed is lost
 * before blur. A new value from rjsf (a commit, answers handed back after Continue) replaces
 * the text shown.
 */
export function useTypedText<Field extends HTMLInputElement | HTMLTextAreaElement>(
  id: string,
  value: unknown,
  formContext: unknown,
) {
  const field = useRef<Field>(null);
  const received = useRef(value);
  // What this field reported while it had focus: rjsf handing one back (answers taken before the
  // latest keys, or tidied) is nothing new, and the text being typed stays as the browser has it.
  const reported = useRef(new Set<string>());
  useLayoutEffect(() => {
    if (received.current === value) return;
    received.current = value;
    const text = asText(value);
    const input = field.current;
    if (!input) return;
    if (input.ownerDocument.activeElement !== input) reported.current.clear();
    else if (reported.current.has(text)) return;
    if (input.value !== text) input.value = text;
  }, [value]);
  const context = wizardContextOf(formContext);
  const type = (next: string) => {
    reported.current.add(next);
    context?.typing?.(fieldPathOfId(id), next === '' ? undefined : next);
  };
  /** Whether `next` differs from what rjsf holds, so a blur without a change commits nothing. */
  const differs = (next: string) => next !== asText(value);
  return { field, defaultValue: asText(value), type, differs };
}
