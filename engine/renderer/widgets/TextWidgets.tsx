import type { WidgetProps } from '@rjsf/utils';
import { useState, type HTMLAttributes } from 'react';
import { formatPhone, formatSsn, formatZip } from '../../../validators';
import { answerOf, controlProps } from './control-props';
import { useTypedText } from './use-typed-text';

interface TextOptions {
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Tidies the typed text on blur when it holds the right number of digits. */
  tidy?: (text: string) => string;
  type?: 'text' | 'email' | 'tel';
}

const digitCount = (text: string): number => text.replace(/\D/g, '').length;

/** Formats only a complete value: anything else stays as typed so its error can be seen. */
const tidyWhen =
  (counts: number[], format: (value: unknown) => string) =>
  (text: string): string =>
    counts.includes(digitCount(text)) && /^[\d\s().-]*$/.test(text) ? format(text) : text;

function textInput({ inputMode, autoComplete, tidy, type = 'text' }: TextOptions) {
  return function TextInput(props: WidgetProps) {
    const { id, value, disabled, readonly, onChange, onBlur, onFocus, uiSchema, htmlName } = props;
    const {
      field,
      defaultValue,
      type: typeText,
      differs,
    } = useTypedText<HTMLInputElement>(id, value, props.registry.formContext);
    return (
      <input
        {...controlProps(props)}
        ref={field}
        name={htmlName ?? id}
        type={type}
        className="input"
        defaultValue={defaultValue}
        // A text that cannot be changed stays readable and selectable.
        disabled={disabled}
        readOnly={readonly}
        // The field's own words win: a sponsor's date of birth is not the applicant's `bday`,
        // and a card number asks for the digit keyboard.
        inputMode={
          (uiSchema?.['ui:inputmode'] as TextOptions['inputMode'] | undefined) ?? inputMode
        }
        autoComplete={(uiSchema?.['ui:autocomplete'] as string | undefined) ?? autoComplete}
        // The wizard hears the tidied text, so Enter sends '212543219' as the SSN its blur would.
        onChange={(event) => typeText(tidy ? tidy(event.target.value) : event.target.value)}
        onBlur={(event) => {
          const typed = event.target.value;
          const tidied = tidy ? tidy(typed) : typed;
          if (tidied !== typed) {
            event.target.value = tidied;
            typeText(tidied);
          }
          if (differs(tidied)) onChange(answerOf(tidied));
          onBlur(id, answerOf(tidied));
        }}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    );
  };
}

/** Any other text answer (names, card and bank numbers): kept by the browser, committed on blur. */
export const PlainTextWidget = textInput({});

/** A longer text answer, kept by the browser and committed on blur like the inputs. */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { htmlName, registry, options } = props;
  const { field, defaultValue, type, differs } = useTypedText<HTMLTextAreaElement>(
    id,
    value,
    registry.formContext,
  );
  return (
    <textarea
      {...controlProps(props)}
      ref={field}
      name={htmlName ?? id}
      className="input"
      rows={typeof options.rows === 'number' ? options.rows : undefined}
      defaultValue={defaultValue}
      disabled={disabled}
      readOnly={readonly}
      onChange={(event) => type(event.target.value)}
      onBlur={(event) => {
        const typed = event.target.value;
        if (differs(typed)) onChange(answerOf(typed));
        onBlur(id, answerOf(typed));
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

export const PhoneWidget = textInput({
  inputMode: 'tel',
  type: 'tel',
  autoComplete: 'tel-national',
  tidy: tidyWhen([10], formatPhone),
});
export const ZipWidget = textInput({
  inputMode: 'numeric',
  autoComplete: 'postal-code',
  tidy: tidyWhen([5, 9], formatZip),
});
export const EmailWidget = textInput({ type: 'email', autoComplete: 'email' });
/** A card expiry typed as 122029 (or 12 2029, 12-2029, 12.2029) reads 12/2029; else as typed. */
export function tidyCardExpiry(text: string): string {
  const parts = /^\s*(\d{2})[\s./-]?(\d{4})\s*$/.exec(text);
  return parts ? `${parts[1]}/${parts[2]}` : text;
}

export const CardExpiryWidget = textInput({
  inputMode: 'numeric',
  autoComplete: 'cc-exp',
  tidy: tidyCardExpiry,
});
/**
 * A date typed as 06151988 (or 06 15 1988, 06-15-1988, 06.15.1988) reads 06/15/1988, as the SSN
 * and phone format themselves; anything else stays as typed so its message can be seen.
 */
export function tidyDateOfBirth(text: string): string {
  const parts = /^\s*(\d{2})[\s./-]?(\d{2})[\s./-]?(\d{4})\s*$/.exec(text);
  return parts ? `${parts[1]}/${parts[2]}/${parts[3]}` : text;
}

export const DateOfBirthWidget = textInput({
  inputMode: 'numeric',
  autoComplete: 'bday',
  tidy: tidyDateOfBirth,
});
const SsnInput = textInput({
  inputMode: 'numeric',
  autoComplete: 'off',
  tidy: tidyWhen([9], formatSsn),
});

/** SSN: masked while typed (a button shows it), formatted 3-2-4 on blur, any typing accepted. */
export function SsnWidget(props: WidgetProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="ssn-input" data-masked={shown ? undefined : 'true'}>
      <SsnInput {...props} />
      <button
        type="button"
        className="link-button"
        aria-controls={props.id}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        {/* One name, its state pressed or not: a name that changed too would say it twice. */}
        Show number
      </button>
    </div>
  );
}
