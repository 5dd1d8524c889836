// The names a definition may give `ui:widget` and `ui:field`, without the components: the
// catalogue check (engine/definition) reads them and imports no React.

/** Our widgets, including rjsf's own names of the ones they replace (text, select, ...). */
export const widgetNames = [
  'ssn',
  'phone',
  'zip',
  'email',
  'dateOfBirth',
  'cardExpiry',
  'coverage',
  'paymentFrequency',
  'paymentMethod',
  'state',
  'relationship',
  'switcher',
  'confirmation',
  'radio',
  'RadioWidget',
  'select',
  'SelectWidget',
  'text',
  'TextWidget',
  'textarea',
  'TextareaWidget',
] as const;
export type WidgetName = (typeof widgetNames)[number];

/** Our fields, which render a whole subtree of the schema themselves. */
export const fieldNames = ['beneficiaries', 'people'] as const;
export type FieldName = (typeof fieldNames)[number];
