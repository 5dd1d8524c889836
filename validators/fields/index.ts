export { fieldLimits, type FieldLimit, type FieldName } from './field-limits';
export { validateField, type FieldContext } from './validate-field';
export { validatePasswordConfirmation } from './password-confirmation';
