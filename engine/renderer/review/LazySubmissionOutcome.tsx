import { useLaterModule } from '../wizard/later-module';
import { LaterModuleStatus } from '../wizard/LaterModuleStatus';
import { reviewModule } from './LazyReview';
import type { SubmissionOutcomeProps } from './SubmissionOutcome';

/** The machine's states after the review's Send: the only ones with an outcome to show. */
const submissionStates = new Set(['submitting', 'submitted', 'failed']);

/**
 * The submission's outcome, from the review's module: loaded by the time Send is pressed on the
 * review; a confirmation shown again on a reload waits for it with a status.
 */
export function LazySubmissionOutcome(props: SubmissionOutcomeProps) {
  return submissionStates.has(props.state) ? <LoadedOutcome {...props} /> : null;
}

function LoadedOutcome(props: SubmissionOutcomeProps) {
  const later = useLaterModule(reviewModule);
  if (later.status === 'ready') return <later.module.SubmissionOutcome {...props} />;
  return <LaterModuleStatus state={later} loading="Loading your confirmation…" />;
}
