import { messages } from '../../../validators';
import type { LaterModuleState } from './later-module';

/**
 * What shows in place of a module loaded on demand until it is ready: a status while it loads,
 * and once it failed (the connection lost) the generic message with Try again.
 */
export function LaterModuleStatus({
  state,
  loading,
}: {
  state: Exclude<LaterModuleState<unknown>, { status: 'ready' }>;
  loading: string;
}) {
  if (state.status === 'loading') return <p role="status">{loading}</p>;
  return (
    <div role="alert">
      <p>{messages.somethingWentWrong}</p>
      <button type="button" className="primary-button" onClick={state.retry}>
        Try again
      </button>
    </div>
  );
}
