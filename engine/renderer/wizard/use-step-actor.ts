import { useCallback, useState, useSyncExternalStore } from 'react';
import { createActor } from 'xstate';
import type { StepMachine } from '../../machine/create-step-machine';

type StepMachineInput = NonNullable<Parameters<typeof createActor<StepMachine>>[1]>['input'];

/**
 * The wizard's step machine, running, and its current snapshot. The machine is pure (guards and
 * assigns, no invoked actors, timers or effects), so it starts when the wizard first renders and
 * needs no stopping; React's own useSyncExternalStore follows it. This stands in for
 * @xstate/react's useActorRef and useSelector, which bring a shim of that hook with them
 * (about 1 KB gzipped on every application page, the 150 KB budget).
 */
export function useStepActor(machine: StepMachine, input: StepMachineInput) {
  // Made once, like useActorRef: the saved application is read when the wizard mounts.
  const [actor] = useState(() => createActor(machine, { input }).start());
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const current = useCallback(() => actor.getSnapshot(), [actor]);
  const snapshot = useSyncExternalStore(subscribe, current, current);
  return { actor, snapshot };
}
