/** Field names whose values never reach a log line, at any depth we log. */
export const secretFields = [
  'password',
  'passwordConfirmation',
  'currentPassword',
  'newPassword',
  'token',
  'memberToken',
  'ssn',
  'code',
  'cardNumber',
  'cvv',
  'accountNumber',
  'routingNumber',
  'authorization',
  'cookie',
];

/** pino redact paths for those fields, at the top level and nested up to three levels. */
export function redactPaths(): string[] {
  const prefixes = ['', '*.', '*.*.', '*.*.*.'];
  return prefixes.flatMap((prefix) => secretFields.map((field) => `${prefix}${field}`));
}
