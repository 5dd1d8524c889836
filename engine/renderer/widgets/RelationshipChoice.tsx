import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import {
  otherRelationship,
  relationshipChoiceNamed,
  relationshipChoices,
  relationshipShownAs,
} from '../../../validators';
import { answerOf, controlProps } from './control-props';
import { fieldPathOfId } from '../page/field-ids';
import { wizardContextOf } from '../page/form-context';
import { useUncontrolledText } from './use-typed-text';

interface ChoiceProps {
  /** The list's id; the input for the applicant's own words is `${id}-other`. */
  id: string;
  value: unknown;
  disabled: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  /** The label of the input for the applicant's own words. */
  wordsLabel: string;
  /** The answer as it is typed, heard without a render. */
  onType(text: string): void;
  /** The answer given: a choice made, or the input of the applicant's words left. */
  onLeave(text: string): void;
}

/**
 * A relationship chosen from the list, or Other and described in the applicant's own words. The
 * answer is one text (the choice, or the words), so an answer given as free text before the list
 * shows as its choice when it names one, whatever its case, else as Other with its words; words
 * that name a choice become that choice.
 */
export function RelationshipChoice(props: ChoiceProps) {
  const { id, value, disabled, invalid, wordsLabel, onType, onLeave } = props;
  const shown = relationshipShownAs(value);
  const [other, setOther] = useState(shown.choice === otherRelationship);
  // A new answer from outside (a beneficiary moved up a row) shows as its own choice; no answer
  // leaves Other chosen while its words are still to come.
  const [received, setReceived] = useState(value);
  if (value !== received) {
    setReceived(value);
    if (shown.choice !== '') setOther(shown.choice === otherRelationship);
  }
  const {
    field: wordsField,
    defaultValue: wordsShown,
    noteTyped,
  } = useUncontrolledText<HTMLInputElement>(other ? shown.words : '');
  const give = (text: string) => {
    onType(text);
    onLeave(text);
  };
  return (
    <>
      <select
        id={id}
        className="select"
        value={other ? otherRelationship : shown.choice}
        disabled={disabled}
        aria-required="true"
        aria-invalid={invalid}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          const choice = event.target.value;
          setOther(choice === otherRelationship);
          give(choice === otherRelationship ? '' : choice);
        }}
      >
        <option value="">Choose one</option>
        {[...relationshipChoices, otherRelationship].map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
      {other && (
        <div className="field field--other">
          <label htmlFor={`${id}-other`}>{wordsLabel}</label>
          <input
            ref={wordsField}
            id={`${id}-other`}
            className="input"
            defaultValue={wordsShown}
            disabled={disabled}
            aria-required="true"
            aria-invalid={invalid}
            aria-describedby={props.describedBy}
            onChange={(event) => {
              noteTyped(event.target.value);
              onType(event.target.value);
            }}
            onBlur={(event) => {
              const named = relationshipChoiceNamed(event.target.value);
              if (named) setOther(false);
              give(named ?? event.target.value);
            }}
          />
        </div>
      )}
    </>
  );
}

/** `"ui:widget": "relationship"`: a relationship field of rjsf's, answered as RelationshipChoice. */
export function RelationshipWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, registry } = props;
  const context = wizardContextOf(registry.formContext);
  const control = controlProps(props);
  return (
    <RelationshipChoice
      id={id}
      value={value}
      disabled={control.disabled}
      invalid={control['aria-invalid']}
      describedBy={control['aria-describedby']}
      wordsLabel="Please describe the relationship"
      onType={(text) => context?.typing?.(fieldPathOfId(id), answerOf(text))}
      onLeave={(text) => {
        if (answerOf(text) !== value) onChange(answerOf(text));
        onBlur(id, answerOf(text));
      }}
    />
  );
}
