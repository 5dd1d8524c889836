import { useLayoutEffect, useRef } from 'react';
import { fieldPathOfId } from '../page/field-ids';
import { wizardContextOf } from '../page/form-context';

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * An input the browser keeps while it is typed in (uncontrolled): a keystroke renders nothing
 * in React. A new value from outside (a commit, answers handed back after Continue, a list
 * that moved up a row) replaces the text shown.
 */
export function useUncontrolledText<Field extends HTMLInputElement | HTMLTextAreaElement>(
  value: unknown,
) {
  const field = useRef<Field>(null);
  const received = useRef(value);
  // What this field reported while it had focus: the same text handed back (answers taken
  // before the latest keys, or tidied) is nothing new, and the text being typed stays as the
  // browser has it.
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
  /** Notes text the field reports, so it is not taken for a new value when handed back. */
  const noteTyped = (text: string) => reported.current.add(text);
  return { field, defaultValue: asText(value), noteTyped };
}

/**
 * A text field of rjsf's typed in without renders (useUncontrolledText): the wizard hears of the
 * text (no render) so nothing typed is lost before blur.
 */
export function useTypedText<Field extends HTMLInputElement | HTMLTextAreaElement>(
  id: string,
  value: unknown,
  formContext: unknown,
) {
  const { field, defaultValue, noteTyped } = useUncontrolledText<Field>(value);
  const context = wizardContextOf(formContext);
  const type = (next: string) => {
    noteTyped(next);
    context?.typing?.(fieldPathOfId(id), next === '' ? undefined : next);
  };
  /** Whether `next` differs from what rjsf holds, so a blur without a change commits nothing. */
  const differs = (next: string) => next !== asText(value);
  return { field, defaultValue, type, differs };
}
