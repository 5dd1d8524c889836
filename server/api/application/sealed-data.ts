import type { FormData } from '../../../engine';
import type { SsnCipher } from '../../auth/ssn-cipher';
import { isRecord } from '../../../validators';

function mapAt(
  data: Record<string, unknown>,
  [head, ...rest]: string[],
  change: (value: string) => string,
): Record<string, unknown> {
  if (head === undefined || !(head in data)) return data;
  const value = data[head];
  if (rest.length === 0)
    return typeof value === 'string' ? { ...data, [head]: change(value) } : data;
  return isRecord(value) ? { ...data, [head]: mapAt(value, rest, change) } : data;
}

/** Sensitive fields (SSN, card and bank numbers, CVV) encrypted before they reach the database. */
export function sealSensitive(data: FormData, paths: string[][], cipher: SsnCipher): FormData {
  return paths.reduce<Record<string, unknown>>(
    (out, path) => mapAt(out, path, (v) => cipher.encrypt(v)),
    data,
  );
}

/** The answers as they were sent: the sensitive fields `sealSensitive` encrypted, decrypted. */
export function openSensitive(data: FormData, paths: string[][], cipher: SsnCipher): FormData {
  return paths.reduce<Record<string, unknown>>(
    (out, path) => mapAt(out, path, (v) => cipher.decrypt(v) ?? v),
    data,
  );
}
