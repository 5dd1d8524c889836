import { useId } from 'react';

/**
 * A field people never see or reach (hidden from sight, screen readers and the Tab key): only a
 * program filling every field answers it, and the server then answers alike and keeps nothing.
 */
export function BotTrapField() {
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={`${id}-website`}>Leave this field empty</label>
      <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
