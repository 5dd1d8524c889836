import { timingSafeEqual } from 'node:crypto';
import type { SsnCipher } from '../../../auth/ssn-cipher';

/**
 * The key that downloads an application's copy, handed only to whoever submitted it (in the
 * submit answer): a keyed hash of the application's id, so the same submission always gets the
 * same key and nothing more is stored, and nobody without the server's key can make one.
 */
export const downloadKeyOf = (applicationId: string, cipher: SsnCipher): string =>
  cipher.fingerprint(`application copy v1:${applicationId}`);

/** Whether a key sent is the application's, compared in constant time. */
export function isDownloadKey(applicationId: string, sent: unknown, cipher: SsnCipher): boolean {
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(downloadKeyOf(applicationId, cipher));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
