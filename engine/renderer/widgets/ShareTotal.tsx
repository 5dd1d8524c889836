import { useEffect, useState } from 'react';
import type { ListName } from './beneficiary-shares';

/** How long typing in a share must pause before the new total is read out. */
export const totalPauseMs = 1000;

/**
 * A value that follows `value` once it has stayed put for a pause, or at once when set: what a
 * screen reader is told, so a total typed as '5', '50' is read once, not at every key.
 */
export function useSettled<T>(value: T, same: (a: T, b: T) => boolean): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (same(settled, value)) return;
    const pause = setTimeout(() => setSettled(value), totalPauseMs);
    return () => clearTimeout(pause);
  }, [value, settled, same]);
  return [settled, setSettled];
}

interface ShareTotalProps {
  list: ListName;
  /** The total as typed, shown at once. */
  total: number;
  /** The total settled on (useSettled), read out. */
  heard: number;
  /** Whether the share message shows for this list: a total other than 100 is then marked. */
  marked: boolean;
}

/**
 * A list's total share: seen as it is typed, heard once settled (GOV.UK's character count does
 * the same). The visible line is hidden from screen readers, which read the settled one instead.
 */
export function ShareTotal({ list, total, heard, marked }: ShareTotalProps) {
  const off = (value: number) => marked && value !== 100;
  return (
    <>
      <p className="share-total" aria-hidden="true">
        Total share: {total}%
        {off(total) && <strong className="share-total-off"> (must be 100%)</strong>}
      </p>
      <p className="visually-hidden" aria-live="polite">
        Total share of {list} beneficiaries: {heard}%{off(heard) ? ' (must be 100%)' : ''}
      </p>
    </>
  );
}
