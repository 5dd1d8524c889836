import { Field } from '../auth/Field';

interface AmountInputsProps<Name extends string> {
  readonly labels: Readonly<Record<Name, string>>;
  readonly texts: Readonly<Record<Name, string>>;
  readonly errors: Readonly<Record<Name, string | undefined>>;
  readonly set: (name: Name, text: string) => void;
}

/** One labelled field per amount, side by side where the page is wide enough. */
export function AmountInputs<Name extends string>({
  labels,
  texts,
  errors,
  set,
}: AmountInputsProps<Name>) {
  const names = Object.keys(labels) as Name[];
  return (
    <div className="field-row">
      {names.map((name) => (
        <Field
          key={name}
          name={name}
          label={labels[name]}
          inputMode="decimal"
          autoComplete="off"
          value={texts[name]}
          error={errors[name]}
          onChange={(event) => set(name, event.currentTarget.value)}
        />
      ))}
    </div>
  );
}
