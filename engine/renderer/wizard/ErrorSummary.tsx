import { forwardRef } from 'react';
import { fieldId } from '../page/field-ids';
import type { SummaryLink } from '../errors/summary-links';

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
export const ErrorSummary = forwardRef<HTMLDivElement, { links: readonly SummaryLink[] }>(
  function ErrorSummary({ links }, ref) {
    if (links.length === 0) return null;
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
          {links.map(({ key, label, message, target: path }) => (
            <li key={key}>
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
                {label}: {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
