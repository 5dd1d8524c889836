import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../described-by';
import { useCardTypeFrom } from './card-type-from';

interface Choice {
  value: string;
  label: string;
}

export function choicesOf(props: WidgetProps): Choice[] {
  return (props.options.enumOptions ?? []).map((option) => ({
    value: String(option.value),
    label: option.label,
  }));
}

/**
 * Radios; the field template wraps them in a fieldset whose legend is the question. The first
 * radio carries the field's id so the error summary's link lands on it.
 */
export function RadioGroup(props: WidgetProps & { choices: Choice[] }) {
  const {
    id,
    value,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
    rawErrors,
    choices,
    htmlName,
    required,
  } = props;
  const only = choices.length === 1 ? choices[0] : undefined;
  // A question with one answer, already given (a spouse's duty status): said, not asked, so it
  // is no control to tab through that cannot be changed. A number's (a fixed-price plan's
  // payment) is compared as the choices are written, as text.
  if (only && value !== undefined && String(value) === only.value)
    return (
      <p className="single-answer" id={id}>
        {only.label}
      </p>
    );
  return (
    <div className="radios">
      {choices.map((choice, i) => {
        const optionId = i === 0 ? id : `${id}-${i}`;
        return (
          <div className="radio" key={choice.value}>
            <input
              type="radio"
              id={optionId}
              name={htmlName ?? id}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled || readonly}
              required={required}
              aria-invalid={Boolean(rawErrors?.length)}
              onChange={() => onChange(choice.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <label htmlFor={optionId}>{choice.label}</label>
          </div>
        );
      })}
    </div>
  );
}

export function RadioWidget(props: WidgetProps) {
  return <RadioGroup {...props} choices={choicesOf(props)} />;
}

/** Spec §5 switchers: '1' for yes, '0' for no. */
export function SwitcherWidget(props: WidgetProps) {
  return (
    <RadioGroup
      {...props}
      choices={[
        { value: '1', label: 'Yes' },
        { value: '0', label: 'No' },
      ]}
    />
  );
}

/** Spec §5 confirmations: a box that must be ticked ('1'); the box's label is the statement. */
export function ConfirmationWidget(props: WidgetProps) {
  const {
    id,
    value,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
    rawErrors,
    label,
    schema,
    uiSchema,
    required,
  } = props;
  return (
    <div className="checkbox">
      <input
        type="checkbox"
        id={id}
        checked={value === '1'}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={Boolean(rawErrors?.length)}
        aria-describedby={describedBy(
          id,
          Boolean(uiSchema?.['ui:help']),
          Boolean(rawErrors?.length),
        )}
        onChange={(event) => onChange(event.target.checked ? '1' : undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id}>{label || schema.title}</label>
    </div>
  );
}

/**
 * A select whose options carry the real values (rjsf's own uses indexes); a card type is chosen
 * from the number typed (useCardTypeFrom).
 */
export function SelectWidget(props: WidgetProps) {
  const {
    id,
    value,
    required,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
    rawErrors,
    uiSchema,
    htmlName,
    placeholder,
  } = props;
  const choices = choicesOf(props);
  const choose = useCardTypeFrom(
    props,
    choices.map((choice) => choice.value),
  );
  return (
    <select
      id={id}
      name={htmlName ?? id}
      className="select"
      value={value === undefined || value === null ? '' : String(value)}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={Boolean(rawErrors?.length)}
      aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(rawErrors?.length))}
      onChange={(event) => {
        choose();
        onChange(event.target.value === '' ? undefined : event.target.value);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{placeholder || 'Choose one'}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
