import { useMemo, useSyncExternalStore } from 'react';
import { election, type ElectionConfig } from '../../validators';
import { isBallotPeriod, useAlert } from '../stores';

const subscribeToNothing = () => () => {};

/**
 * Whether the ballot period is on, and the election it belongs to: the window the server sent
 * with the alert (staff may have moved it), else the configured one when the server's answer has
 * none. Decided in the browser only, once the alert is known, so the prerendered HTML never holds
 * the banner or the notice.
 */
export function useBallotPeriod(): {
  readonly ballotPeriod: boolean;
  readonly election: ElectionConfig;
} {
  const received = useAlert((state) => state.received);
  const window = useAlert((state) => state.election);
  // The clock is read as a store's snapshot: in the browser only, never while hydrating. Nothing
  // announces the period's start or end; a render after it reads the clock again.
  const ballotPeriod = useSyncExternalStore(
    subscribeToNothing,
    () => received && isBallotPeriod(Date.now(), window),
    () => false,
  );
  const inForce = useMemo(() => (window ? { ...election, ...window } : election), [window]);
  return { ballotPeriod, election: inForce };
}
