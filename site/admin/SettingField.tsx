import { useId, type InputHTMLAttributes } from 'react';

interface SettingFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly error?: string | undefined;
  /** A text area instead of an input. */
  readonly multiline?: boolean;
}

/** A labelled setting with the server's message for it, announced with the field. */
export function SettingField({ label, error, multiline, ...input }: SettingFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const shared = {
    id,
    name: input.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
  };
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          {...shared}
          rows={3}
          defaultValue={typeof input.defaultValue === 'string' ? input.defaultValue : ''}
        />
      ) : (
        <input {...input} {...shared} />
      )}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
