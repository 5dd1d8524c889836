import type { RegistryWidgetsType } from '@rjsf/utils';
import { leftOut } from './left-out';

/** rjsf's widgets: ours (../widgets) replace the text, textarea, select and radio ones. */
const leftOutWidgets = [
  'AltDateWidget',
  'AltDateTimeWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'ColorWidget',
  'DateWidget',
  'DateTimeWidget',
  'EmailWidget',
  'FileWidget',
  'HiddenWidget',
  'PasswordWidget',
  'RadioWidget',
  'RangeWidget',
  'RatingWidget',
  'SelectWidget',
  'TextWidget',
  'TextareaWidget',
  'TimeWidget',
  'UpDownWidget',
  'URLWidget',
];

/**
 * In place of @rjsf/core's components/widgets/index.js in the browser builds
 * (scripts/build/rjsf-registry-plugin.ts): none of rjsf's own. A `ui:widget` or `format` naming one
 * shows rjsf's "unsupported field" note instead of a widget, or of a plain text box.
 */
export default function widgets(): RegistryWidgetsType {
  return Object.fromEntries(leftOutWidgets.map((name) => [name, leftOut(name)]));
}
