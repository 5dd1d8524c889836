import { useEffect, useState } from 'react';
import type { HelpTexts } from '../../definition/help-disclosure';

/**
 * The form's folded help, loaded as the wizard mounts (apart from the form's module, to keep the
 * first step light); none until then, or when the form has no loader (every text inline).
 */
export function useHelpTexts(loadHelp?: () => Promise<HelpTexts>): HelpTexts | undefined {
  const [texts, setTexts] = useState<HelpTexts | undefined>(undefined);
  useEffect(() => {
    if (!loadHelp) return;
    let live = true;
    // A failed load leaves the summaries folded over nothing; the form itself works on.
    loadHelp().then(
      (loaded) => live && setTexts(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loadHelp]);
  return texts;
}
