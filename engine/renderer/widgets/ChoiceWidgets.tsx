import type { WidgetProps } from '@rjsf/utils';
import { answerOf, controlProps } from './control-props';
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
  const { id, value, onChange, choices, htmlName } = props;
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
  // Each radio has an id of its own; the fieldset around them is described by the hint and error.
  const { id: _fieldId, 'aria-describedby': _onTheFieldset, ...control } = controlProps(props);
  return (
    <div className="radios">
      {choices.map((choice, i) => {
        const optionId = i === 0 ? id : `${id}-${i}`;
        return (
          <div className="radio" key={choice.value}>
            <input
              type="radio"
              id={optionId}
              {...control}
              name={htmlName ?? id}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
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
  const { id, value, onChange, label, schema } = props;
  return (
    <div className="checkbox">
      <input
        {...controlProps(props)}
        type="checkbox"
        checked={value === '1'}
        onChange={(event) => onChange(event.target.checked ? '1' : undefined)}
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
  const { id, value, onChange, htmlName, placeholder } = props;
  const choices = choicesOf(props);
  const choose = useCardTypeFrom(
    props,
    choices.map((choice) => choice.value),
  );
  return (
    <select
      {...controlProps(props)}
      name={htmlName ?? id}
      className="select"
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => {
        choose();
        onChange(answerOf(event.target.value));
      }}
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
