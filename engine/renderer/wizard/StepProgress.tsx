import { useState } from 'react';

/**
 * What a change in the number of steps is called, or nothing: a conditional step appears or goes
 * with an answer, and the applicant is told why "of 8" became "of 9" rather than left to wonder.
 */
export function stepCountChange(change: number): string {
  if (change === 0) return '';
  const steps = Math.abs(change) === 1 ? 'a step' : `${Math.abs(change)} steps`;
  return change > 0 ? `Your answers added ${steps}.` : `Your answers removed ${steps}.`;
}

/** The number of steps as it stood when a step was first shown, and how it changed then. */
export interface StepCount {
  stepId: string;
  total: number;
  change: number;
}

/**
 * The count on `stepId`: the one kept while the same step shows (the note stays put while the
 * applicant reads and answers), else the new total and how it differs from the last step's.
 */
export function countOnStep(seen: StepCount, stepId: string, total: number): StepCount {
  return seen.stepId === stepId ? seen : { stepId, total, change: total - seen.total };
}

/** How the number of steps changed since the step shown before this one. */
export function useStepCountChange(stepId: string, total: number): number {
  const [seen, setSeen] = useState<StepCount>({ stepId, total, change: 0 });
  const now = countOnStep(seen, stepId, total);
  // React's way of adjusting state to a new prop: set during render, drawn before paint.
  if (now !== seen) setSeen(now);
  return now.change;
}

export interface StepProgressProps {
  id: string;
  /** The form's title, which names the plan and variant applied for. */
  formTitle: string;
  stepId: string;
  stepTitle: string;
  position: number;
  /** The steps the answers so far lead to. */
  total: number;
  /** A bar as well as the words (the progress-bar template); the words alone otherwise. */
  bar: boolean;
}

/**
 * Where the applicant stands: the plan applied for, then "Step X of Y: title" counted over the
 * steps the answers so far lead to, saying so when an answer changed that count.
 */
export function StepProgress(props: StepProgressProps) {
  const { id, formTitle, stepId, stepTitle, position, total, bar } = props;
  const change = stepCountChange(useStepCountChange(stepId, total));
  return (
    <div className="progress">
      <p className="form-wizard-plan">{formTitle}</p>
      {bar && <progress max={total} value={position} aria-hidden="true" />}
      <p className="progress-text" id={id}>
        Step {position} of {total}: {stepTitle}
        {change && <span className="progress-change"> {change}</span>}
      </p>
    </div>
  );
}
