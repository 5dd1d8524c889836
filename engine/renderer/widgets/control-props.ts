import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../page/described-by';

/** The attributes and handlers a widget's control takes from rjsf's props. */
export interface ControlProps {
  id: string;
  required: boolean | undefined;
  /** A select, radio or box cannot be read-only: rjsf's readonly disables it too. */
  disabled: boolean;
  'aria-invalid': boolean;
  /** The hint and the error, only those on the page. */
  'aria-describedby': string | undefined;
  onBlur(): void;
  onFocus(): void;
}

/**
 * What every widget's control carries, read once from rjsf's props: its id, whether it must be
 * answered or can be changed, whether its answer is refused and what describes it, and its blur
 * and focus reported to rjsf with the answer it holds. A widget spreads it on its control and
 * sets after it what differs (a text input's readOnly, a radio's own id).
 */
export function controlProps(props: WidgetProps): ControlProps {
  const { id, value, required, disabled, readonly, rawErrors, uiSchema, onBlur, onFocus } = props;
  const invalid = Boolean(rawErrors?.length);
  return {
    id,
    required,
    disabled: Boolean(disabled || readonly),
    'aria-invalid': invalid,
    'aria-describedby': describedBy(id, Boolean(uiSchema?.['ui:help']), invalid),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
}

/** An answer as rjsf keeps it: an empty text is no answer. */
export const answerOf = (text: string): string | undefined => (text === '' ? undefined : text);
