import { Field } from '../auth/Field';
import type { AmountFields } from './use-amount-fields';

interface AmountInputsProps<Name extends string> {
  /** The form's accessible name: the calculator's heading. */
  readonly name: string;
  readonly labels: Readonly<Record<Name, string>>;
  readonly fields: AmountFields<Name>;
}

/**
 * A calculator's form: one labelled field per amount, side by side where the page is wide enough.
 * Nothing is submitted: the result follows every keystroke.
 */
export function AmountInputs<Name extends string>({
  name: formName,
  labels,
  fields: { texts, errors, set },
}: AmountInputsProps<Name>) {
  const names = Object.keys(labels) as Name[];
  return (
    <form className="form calculator" aria-label={formName} onSubmit={(e) => e.preventDefault()}>
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
    </form>
  );
}
