import type { FormData, StepDefinition } from '../../definition/types';
import { laterModule, useLaterModule } from './later-module';

// The notices of a step asked again are not part of the route's JavaScript (the 150 KB budget):
// why sensitive answers or answers of an older form are asked again (only ever on a resumed
// application, and loaded before it opens), and why confirmations are asked again after an
// answer changed (worked out on Continue, from a chunk the wizard prefetches when it mounts).
export const askedAgainModule = laterModule(() => import('./AskedAgainNotice'));
export const confirmAgainModule = laterModule(() => import('../answers/confirm-again-notice'));

/** The asked-again notice once its chunk is here (nothing before). */
export function LazyAskedAgainNotice(props: {
  step: StepDefinition;
  data: FormData;
  changed?: readonly string[];
}) {
  const later = useLaterModule(askedAgainModule);
  return later.status === 'ready' ? <later.module.AskedAgainNotice {...props} /> : null;
}
