import { useState } from 'react';
import type { FormData, FormDefinition } from '../../definition/types';
import { confirmAgainModule } from './LaterNotices';

type ConfirmAgainNotices = Readonly<Record<string, string>>;

/**
 * Why a step is asked again: its confirmations were given for an answer changed since. Returns
 * the notices by step, and what a passed step calls with the answers before and after it: its
 * own notice goes, those of the steps its answers changed come.
 */
export function useConfirmAgain(
  definition: FormDefinition,
): [
  notices: ConfirmAgainNotices,
  stepPassed: (stepId: string, before: FormData, after: FormData) => void,
] {
  const [notices, setNotices] = useState<ConfirmAgainNotices>({});
  const stepPassed = (stepId: string, before: FormData, after: FormData) => {
    const withNotices = ({
      confirmAgainNotices,
    }: NonNullable<typeof confirmAgainModule.loaded>) => {
      const changed = confirmAgainNotices(definition, before, after);
      setNotices(({ [stepId]: _passed, ...rest }) => ({ ...rest, ...changed }));
    };
    // Prefetched when the wizard mounted, so normally here; else once it has come.
    if (confirmAgainModule.loaded) withNotices(confirmAgainModule.loaded);
    else confirmAgainModule().then(withNotices, (error: unknown) => console.error(error));
  };
  return [notices, stepPassed];
}
