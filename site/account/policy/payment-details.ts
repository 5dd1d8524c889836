import {
  messages,
  validateAccountNumber,
  validateBankName,
  validateCardExpiry,
  validateCardNumber,
  validateCvv,
  validateRoutingNumber,
  type Validation,
} from '../../../validators';

export type DetailsMethod = 'card' | 'bank';

type Rule = (value: string) => Validation;

/** The payment fragment's fields (forms/fragments/payment.json), with the validators' rules. */
const rules: Readonly<Record<DetailsMethod, Readonly<Record<string, Rule>>>> = {
  card: {
    nameOnCard: () => undefined,
    number: validateCardNumber,
    expiry: (value) => validateCardExpiry(value, new Date()),
    cvv: validateCvv,
  },
  bank: {
    bankName: validateBankName,
    accountType: () => undefined,
    routingNumber: validateRoutingNumber,
    accountNumber: validateAccountNumber,
  },
};

/** The method's answers from the form's flat values ('card.number' → card.number). */
export function detailsOf(
  method: DetailsMethod,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.keys(rules[method]).map((field) => [field, values[`${method}.${field}`] ?? '']),
  );
}

/** Errors by field path ('card.number'), checked here before the server checks them again. */
export function detailsErrors(
  method: DetailsMethod,
  details: Readonly<Record<string, string>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules[method])) {
    const value = details[field] ?? '';
    const problem = value === '' ? messages.required : rule(value);
    if (problem !== undefined) errors[`${method}.${field}`] = problem;
  }
  return errors;
}
