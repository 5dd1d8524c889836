import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { states } from '../../../validators';
import { Field, formValues } from '../../auth/Field';
import { dollars } from './dollars';
import {
  quoteCoverageAmounts,
  quoteErrors,
  type QuoteAnswers,
  type QuoteErrors,
} from './quote-answers';

// The results and their request load on the box's first focus, not with the home page.
const loadResults = () => import('./QuoteResults');
const QuoteResults = lazy(loadResults);

const coverageOptions = quoteCoverageAmounts.map((amount) => ({
  value: String(amount),
  label: dollars(amount),
}));
const stateOptions = states.map((state) => ({ value: state.code, label: state.name }));

/**
 * A select left to the browser until the box is sent (read from the form then), so a choice made
 * before the app starts stands: the home page waits for the visitor's intent to load it.
 */
function ChoiceField({
  name,
  label,
  placeholder,
  options,
  error,
}: {
  readonly name: string;
  readonly label: string;
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly error: string | undefined;
}) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-hydration-safe=""
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

/** Age, coverage and state in; the plans that fit and what they cost a month out. */
export function QuoteBox() {
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [asked, setAsked] = useState<QuoteAnswers | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const answers = {
      age: values.age ?? '',
      coverage: values.coverage ?? '',
      state: values.state ?? '',
    };
    const found = quoteErrors(answers);
    setErrors(found);
    if (Object.keys(found).length === 0) setAsked(answers);
  };
  return (
    <section className="section quote-box" aria-labelledby="home-quote">
      <h2 id="home-quote">What would your coverage cost?</h2>
      <p>
        Your age, the coverage you want and your state: see the plans that fit and their monthly
        rates.
      </p>
      <form
        className="form quote-box__form"
        onSubmit={submit}
        onFocus={() => void loadResults()}
        noValidate
        data-form="quote"
      >
        <Field
          name="age"
          label="Your age"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          error={errors.age}
          data-hydration-safe=""
        />
        <ChoiceField
          name="coverage"
          label="Coverage amount"
          placeholder="Choose an amount"
          options={coverageOptions}
          error={errors.coverage}
        />
        <ChoiceField
          name="state"
          label="State where you live"
          placeholder="Choose a state"
          options={stateOptions}
          error={errors.state}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            See plans and rates
          </button>
        </div>
      </form>
      {asked ? (
        <Suspense fallback={<p role="status">Finding the plans that fit…</p>}>
          <QuoteResults answers={asked} />
        </Suspense>
      ) : null}
    </section>
  );
}
