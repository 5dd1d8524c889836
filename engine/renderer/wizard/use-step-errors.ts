import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { FieldErrors } from '../../definition/types';
import { errorsWithoutEntry } from '../errors/list-errors';

export interface StepErrors {
  /** The errors shown under their fields. */
  shown: FieldErrors;
  /** The error summary's: Continue's, which takes the focus when it has any. */
  summary: FieldErrors;
  summaryRef: RefObject<HTMLDivElement | null>;
  /** Continue refused: each error under its field and in the summary. */
  refused(errors: FieldErrors): void;
  /** A field checked on blur: its error shown, updated or cleared. */
  checked(path: string, message: string | undefined, unanswered: boolean): void;
  /** An entry removed from a list: its errors go, and those of the entries below move up. */
  withoutEntry(listPath: string, index: number): void;
  /** A step shown: none yet. */
  cleared(): void;
}

/**
 * The errors of the step shown: under the fields as they are checked, and in the summary on
 * Continue. `onSummary` hears whether the summary shown has errors (the page title says so).
 */
export function useStepErrors(onSummary: (withErrors: boolean) => void): StepErrors {
  const [shown, setShown] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<FieldErrors>({});
  const summaryRef = useRef<HTMLDivElement>(null);

  const onSummaryShown = useEffectEvent((summary: FieldErrors) => {
    const withErrors = Object.keys(summary).length > 0;
    onSummary(withErrors);
    if (withErrors) summaryRef.current?.focus();
  });
  useEffect(() => onSummaryShown(summary), [summary]);

  const refused = useCallback((errors: FieldErrors) => {
    setShown(errors);
    setSummary(errors);
  }, []);
  const checked = useCallback((path: string, message: string | undefined, unanswered: boolean) => {
    setShown((current) => {
      // Tabbing through a step to see its questions is no mistake: a field left unanswered gets
      // its error on Continue; one already shown is kept up to date.
      if (unanswered && !Object.hasOwn(current, path)) return current;
      const next = { ...current };
      if (message) next[path] = message;
      else delete next[path];
      return next;
    });
  }, []);
  const withoutEntry = useCallback((listPath: string, index: number) => {
    setShown((current) => errorsWithoutEntry(current, listPath, index));
    setSummary((current) => errorsWithoutEntry(current, listPath, index));
  }, []);
  const cleared = useCallback(() => refused({}), [refused]);
  return { shown, summary, summaryRef, refused, checked, withoutEntry, cleared };
}
