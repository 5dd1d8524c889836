import { useEffect, useEffectEvent, useState } from 'react';
import type { HelpTexts } from '../../definition/help-disclosure';

/**
 * The form's folded help, loaded as the wizard mounts (apart from the form's module, to keep the
 * first step light); none until then, or when the form has no loader (every text inline).
 * `onLoaded` runs in the same update as the texts are set: the wizard hands rjsf its answers
 * there, as rjsf takes its data from props again when its context changes.
 */
export function useHelpTexts(
  loadHelp?: () => Promise<HelpTexts>,
  onLoaded?: () => void,
): HelpTexts | undefined {
  const [texts, setTexts] = useState<HelpTexts | undefined>(undefined);
  const loaded = useEffectEvent((help: HelpTexts) => {
    onLoaded?.();
    setTexts(help);
  });
  useEffect(() => {
    if (!loadHelp) return;
    let live = true;
    // A failed load leaves the summaries folded over nothing; the form itself works on.
    loadHelp().then(
      (help) => live && loaded(help),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loadHelp]);
  return texts;
}
