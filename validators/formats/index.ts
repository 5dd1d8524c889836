export { validateStrictString } from './strict-string';
export { validatePersonName } from './person-name';
export { validateDate } from './date';
export { ageOn, validateAge, validateDateOfBirth, type AgeBounds } from './age';
export { validateSsn, knownFakeSsns } from './ssn';
export { validateZip } from './zip';
export { validatePhone } from './phone';
export { validateEmail, emailMaxLength } from './email';
export { validateCardNumber, passesLuhn } from './card-number';
export { validateCardExpiry } from './card-expiry';
export { cardTypeOfNumber, validateCardNumberForType } from './card-brand';
export {
  validateRoutingNumber,
  validateAccountNumber,
  validateBankName,
  passesAbaChecksum,
  routingNumberLength,
  accountNumberLength,
  bankNameMaxLength,
} from './bank';
export { validateCvv, cvvLength } from './cvv';
export { validateSwitcher, validateConfirmation } from './switcher';
export { validateConfirmedBlock } from './confirmed-block';
export { validateCoverageInteger } from './coverage';
export {
  comparableName,
  fullNameOf,
  signerOf,
  validateSignature,
  type NameGiven,
} from './signature';
