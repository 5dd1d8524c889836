import { useId } from 'react';

/** A reason, note or request staff write, with the server's message for it announced. */
export function ReasonField({
  label,
  error,
  rows = 2,
}: {
  readonly label: string;
  readonly error?: string | undefined;
  readonly rows?: number;
}) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={`${id}-reason`}>{label}</label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
