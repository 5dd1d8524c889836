import { laterModule, useLaterModule } from '../wizard/later-module';
import { LaterModuleStatus } from '../wizard/LaterModuleStatus';
import type { ReviewProps } from './Review';

// Its own chunk: the review (every answer, the premium, the signature) and the submission's
// outcome come after the last step, never first, so they are not part of the route's JavaScript
// (the 150 KB budget); the wizard prefetches them once it shows, so they are there when the
// applicant reaches the review.
export const reviewModule = laterModule(() => import('./later-review'));

/** The review, loaded on demand: a status while it loads, Try again if the connection is lost. */
export function LazyReview(props: ReviewProps) {
  const later = useLaterModule(reviewModule);
  if (later.status === 'ready') return <later.module.Review {...props} />;
  return <LaterModuleStatus state={later} loading="Loading your answers…" />;
}
