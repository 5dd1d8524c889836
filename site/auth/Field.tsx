import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | undefined;
}

/** A labelled input whose error and hint are announced with it. */
export function Field({ name, label, hint, error, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormMessage({
  error,
  success,
}: {
  readonly error?: string | null;
  readonly success?: string | null;
}) {
  const shown = useRef<HTMLParagraphElement>(null);
  // A refused form takes the keyboard to what went wrong, scrolled into sight: in a modal on a
  // phone the message would otherwise sit above the fold while focus stays on the button.
  useEffect(() => {
    if (error) shown.current?.focus();
  }, [error]);
  if (error)
    return (
      <p className="form-message form-message--error" role="alert" tabIndex={-1} ref={shown}>
        {error}
      </p>
    );
  if (success)
    return (
      <p className="form-message form-message--success" role="status">
        {success}
      </p>
    );
  return null;
}

/** The form's one submit button, disabled while its request runs. */
export function SubmitButton({
  busy,
  children,
}: {
  readonly busy: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        {children}
      </button>
    </div>
  );
}

/** The submitted form's fields as strings. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value.trim();
  });
  return values;
}
