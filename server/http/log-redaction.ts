/** Field names whose values never reach a log line, at any depth we log. */
export const secretFields = [
  'password',
  'passwordConfirmation',
  'currentPassword',
  'newPassword',
  'token',
  'memberToken',
  'adminToken',
  'ssn',
  'code',
  'cardNumber',
  'cvv',
  'cvc',
  'accountNumber',
  'routingNumber',
  'authorization',
  'cookie',
];

/**
 * An application's payment answers (forms/fragments/payment.json), one level deeper than the
 * fields alone reach: the card number is the `card` section's `number`, a name too common to
 * censor everywhere.
 */
export const secretPaths = ['card.number', 'card.cvv', 'bank.routingNumber', 'bank.accountNumber'];

/** pino redact paths for those fields, at the top level and nested up to three levels. */
export function redactPaths(): string[] {
  const prefixes = ['', '*.', '*.*.', '*.*.*.'];
  return prefixes.flatMap((prefix) =>
    [...secretFields, ...secretPaths].map((field) => `${prefix}${field}`),
  );
}
