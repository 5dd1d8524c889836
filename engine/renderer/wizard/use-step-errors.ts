import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FieldErrors } from '../../definition/types';
import { noStepErrors } from '../errors/step-errors';

/**
 * The errors of the step shown (changed with the updaters of errors/step-errors.ts), and the
 * summary's element, which takes the focus once drawn with errors. `onSummary` hears whether the
 * summary shown has errors (the wizard's page title says so).
 */
export function useStepErrors(onSummary?: (withErrors: boolean) => void) {
  const [errors, setErrors] = useState(noStepErrors);
  const summaryRef = useRef<HTMLDivElement>(null);
  const onSummaryShown = useEffectEvent((summary: FieldErrors) => {
    const withErrors = Object.keys(summary).length > 0;
    onSummary?.(withErrors);
    if (withErrors) summaryRef.current?.focus();
  });
  useEffect(() => onSummaryShown(errors.summary), [errors.summary]);
  return [errors, setErrors, summaryRef] as const;
}
