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
  useLayoutEffect(() => {
    if (received.current === value) return;
    received.current = value;
    const text = asText(value);
    if (field.current && field.current.value !== text) field.current.value = text;
  }, [value]);
  const context = wizardContextOf(formContext);
  const type = (next: string) =>
    context?.typing?.(fieldPathOfId(id), next === '' ? undefined : next);
  /** Whether `next` differs from what rjsf holds, so a blur without a change commits nothing. */
  const differs = (next: string) => next !== asText(value);
  return { field, defaultValue: asText(value), type, differs };
}
