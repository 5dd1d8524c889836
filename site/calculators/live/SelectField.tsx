import { useId } from 'react';

interface SelectFieldProps {
  readonly name: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly placeholder: string;
  readonly error?: string | undefined;
  readonly onChange: (value: string) => void;
}

/** A labelled select whose hint and error are announced with it. */
export function SelectField({
  name,
  label,
  hint,
  value,
  options,
  placeholder,
  error,
  onChange,
}: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
