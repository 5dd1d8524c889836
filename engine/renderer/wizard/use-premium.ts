import { useCallback, useSyncExternalStore } from 'react';
import type { WizardContext } from '../page/form-context';

const never = () => () => undefined;

/** The monthly premium of the answers so far, kept current as they change. */
export function usePremium(context: WizardContext | undefined): number | undefined {
  const current = useCallback(() => context?.premium?.(context.data), [context]);
  return useSyncExternalStore(context?.subscribe ?? never, current, current);
}
