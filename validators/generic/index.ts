export { validateRequired } from './required';
export { mustBeString, mustBeNumber } from './types';
export { validateId, validateIdentifier } from './id';
export { validateExactLength, validateMinLength, validateMaxLength } from './length';
export {
  validateMinNumber,
  validateMaxNumber,
  validateGreaterThan,
  validateLessThan,
} from './number';
export { validateMinItems, validateMaxItems } from './items';
export { validateAllowed } from './allowed';
export { isRecord } from './is-record';
