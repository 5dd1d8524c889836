import { useId } from 'react';
import {
  dutyStatuses,
  monthNames,
  needsAmountFields,
  relationshipStatuses,
  states,
  type LiveCalculatorAnswers,
  type LiveCalculatorField,
} from '../../../validators';
import { Field } from '../../auth/Field';
import { liveCalculatorCopy as copy } from '../../content/live-calculator';
import { SelectField } from './SelectField';

interface LiveCalculatorFormProps {
  readonly answers: LiveCalculatorAnswers;
  readonly errors: Partial<Record<LiveCalculatorField, string>>;
  readonly answer: (field: LiveCalculatorField, value: string) => void;
}

const amountFields = ['income', 'yearsAmount', 'childrenCount', ...needsAmountFields] as const;

const monthOptions = monthNames.map((label, index) => ({ value: String(index + 1), label }));

/** The fields of spec 3's live calculator form, each answer kept in the store as it is typed. */
export function LiveCalculatorForm({ answers, errors, answer }: LiveCalculatorFormProps) {
  const id = useId();
  const select = (
    name: 'dutyStatus' | 'familyStatus' | 'state' | 'monthBorn',
    options: readonly { value: string; label: string }[],
  ) => (
    <SelectField
      name={name}
      label={copy.labels[name]}
      hint={copy.hints[name]}
      value={answers[name]}
      options={options}
      placeholder={copy.choose}
      error={errors[name]}
      onChange={(value) => answer(name, value)}
    />
  );
  const tobaccoError = errors.tobaccoUse;
  return (
    <form
      className="form calculator"
      aria-label={copy.heading}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <h2>{copy.aboutYou}</h2>
      <div className="field-row">
        {select(
          'dutyStatus',
          dutyStatuses.map((status) => ({ value: status.id, label: status.name })),
        )}
        {select(
          'familyStatus',
          relationshipStatuses.map((status) => ({ value: status.code, label: status.name })),
        )}
      </div>
      <div className="field-row">
        <Field
          name="zipCode"
          label={copy.labels.zipCode}
          inputMode="numeric"
          autoComplete="postal-code"
          value={answers.zipCode}
          error={errors.zipCode}
          onChange={(event) => answer('zipCode', event.currentTarget.value)}
        />
        {select(
          'state',
          states.map((state) => ({ value: state.code, label: state.name })),
        )}
      </div>
      <div className="field-row">
        {select('monthBorn', monthOptions)}
        <Field
          name="yearBorn"
          label={copy.labels.yearBorn}
          inputMode="numeric"
          autoComplete="bday-year"
          value={answers.yearBorn}
          error={errors.yearBorn}
          onChange={(event) => answer('yearBorn', event.currentTarget.value)}
        />
      </div>
      <fieldset
        className={tobaccoError ? 'choice-list field--invalid' : 'choice-list'}
        aria-describedby={tobaccoError ? `${id}-tobacco-error` : undefined}
      >
        <legend>{copy.labels.tobaccoUse}</legend>
        {(['1', '0'] as const).map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="tobaccoUse"
              value={value}
              checked={answers.tobaccoUse === value}
              onChange={() => answer('tobaccoUse', value)}
            />
            {value === '1' ? copy.yes : copy.no}
          </label>
        ))}
        {tobaccoError ? (
          <p id={`${id}-tobacco-error`} className="field__error">
            {tobaccoError}
          </p>
        ) : null}
      </fieldset>
      <h2>{copy.yourFamilyNeeds}</h2>
      <div className="field-row">
        {amountFields.map((name) => (
          <Field
            key={name}
            name={name}
            label={copy.labels[name]}
            hint={copy.hints[name]}
            inputMode={name === 'yearsAmount' || name === 'childrenCount' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={answers[name]}
            error={errors[name]}
            onChange={(event) => answer(name, event.currentTarget.value)}
          />
        ))}
      </div>
    </form>
  );
}
