import { useRef } from 'react';
import { flushSync } from 'react-dom';

/**
 * Pressing anything else on a step (another answer, Back, Continue) blurs the field just typed
 * in. Showing its error then would push what is below it down before the press is released, and
 * the click would miss: the blur's check waits for the release (Continue checks the whole step
 * anyway, Back leaves it).
 *
 * Returns the handler of the step's pointerdown, which holds the blurs until the release, and
 * the one of a field's blur, which checks the field now or once the press is released. Given
 * `stateNow`, a held check is dropped when the press moved to another step.
 */
export function useHeldBlurs(
  checkField: (id: string) => void,
  stateNow: () => string = () => '',
): [holdBlurs: () => void, onBlur: (id: string) => void] {
  const pressing = useRef(false);
  // Several at once when a group checks itself with its field (the beneficiaries and a name).
  const held = useRef(new Set<string>());

  const holdBlurs = () => {
    pressing.current = true;
    const at = stateNow();
    const release = () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      // After the click the release may cause, which is dispatched once this listener has run.
      setTimeout(() => {
        pressing.current = false;
        const ids = [...held.current];
        held.current.clear();
        // Drawn at once, before the next key or click is handled: the error shows where the
        // press left the applicant, whatever that next event draws.
        if (ids.length > 0 && stateNow() === at) flushSync(() => ids.forEach(checkField));
      });
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  };

  const onBlur = (id: string) => {
    if (pressing.current) held.current.add(id);
    else checkField(id);
  };
  return [holdBlurs, onBlur];
}
