import { forwardRef } from 'react';
import type { FieldErrors } from '../definition/types';
import { fieldId } from './field-ids';

export const errorSummaryTitle = 'There is a problem';

const controls = 'input, select, textarea, button';

/**
 * The control a summary link leads to: the field itself, or for a group (the beneficiaries, a
 * list of them) its first control, since a fieldset cannot take focus.
 */
export function focusTarget(target: HTMLElement): HTMLElement {
  if (target.matches(controls)) return target;
  return target.querySelector<HTMLElement>(`${controls}:not(:disabled)`) ?? target;
}

/**
 * After a failed Continue: every error as a link to its field. It takes focus (the wizard
 * focuses it) so screen readers announce it and keyboard users start from it.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { errors: FieldErrors; labelOf(path: string): string }
>(function ErrorSummary({ errors, labelOf }, ref) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div
      className="error-summary"
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
      ref={ref}
    >
      <h2 id="error-summary-title">{errorSummaryTitle}</h2>
      <ul>
        {entries.map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              onClick={(event) => {
                const target = document.getElementById(fieldId(path));
                if (!target) return;
                event.preventDefault();
                const control = focusTarget(target);
                control.focus();
                control.scrollIntoView({ block: 'center' });
              }}
            >
              {labelOf(path)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
