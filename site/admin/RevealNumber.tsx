import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../auth/Field';
import { useStaffAction } from './useStaffData';

/**
 * A masked number's full value, asked for with a reason the server writes to the audit log
 * before it answers.
 */
export function RevealNumber({
  applicationId,
  path,
  label,
}: {
  readonly applicationId: string;
  readonly path: string;
  readonly label: string;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<string | null>(null);
  const [state, send] = useStaffAction<{ value: string }>('revealSsn');
  const id = useId();
  if (value !== null) return <span data-revealed={path}>{value}</span>;
  if (!open)
    return (
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Show the full number<span className="visually-hidden"> of {label}</span>
      </button>
    );
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    const shown = await send({ applicationId, path, reason: String(reason ?? '') }, '');
    if (shown) setValue(shown.value);
  };
  return (
    <form className="admin-reveal" onSubmit={(event) => void submit(event)} noValidate>
      <FormMessage error={state.message} />
      <div className={state.errors.reason ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${id}-reason`}>Why do you need the full number of {label}?</label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={2}
          required
          aria-invalid={state.errors.reason ? true : undefined}
          aria-describedby={state.errors.reason ? `${id}-error` : undefined}
        />
        {state.errors.reason ? (
          <p id={`${id}-error`} className="field__error">
            {state.errors.reason}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary" disabled={state.busy}>
        Show and record the reason
      </button>
    </form>
  );
}
