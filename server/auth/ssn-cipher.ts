import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** SSNs at rest: AES-256-GCM, a fresh 96-bit IV per value, stored as `v1:iv:tag:ciphertext`. */
export interface SsnCipher {
  encrypt(ssn: string): string;
  /** Undefined when the value was not made with this key or was tampered with. */
  decrypt(stored: string): string | undefined;
  /**
   * A keyed hash (HMAC-SHA-256 under a key derived from this one), base64url: the same text
   * gives the same value, and without the key nobody can test guesses of what was hashed (a
   * card number's few unknown digits, say).
   */
  fingerprint(text: string): string;
}

export function ssnCipher(key: Buffer): SsnCipher {
  if (key.length !== 32) throw new Error('The SSN key must be 32 bytes (AES-256)');
  // Its own key: the encryption key is never used for anything else.
  const fingerprintKey = Buffer.from(hkdfSync('sha256', key, '', 'mba fingerprint v1', 32));
  return {
    fingerprint(text) {
      return createHmac('sha256', fingerprintKey).update(text, 'utf8').digest('base64url');
    },
    encrypt(ssn) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(ssn, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return `v1:${parts.join(':')}`;
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split(':');
      if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) {
        return undefined;
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const clear = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return clear.toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * `SSN_KEY` (64 hex digits or base64 of 32 bytes) in production; otherwise a development key
 * generated once and kept under the data folder, readable by its owner only.
 */
export function loadSsnKey(env: NodeJS.ProcessEnv, devKeyFile: string): Buffer {
  return loadAesKey(env, 'SSN_KEY', devKeyFile);
}

/**
 * A 32-byte key from the environment variable `variable` (64 hex digits or base64), required in
 * production; elsewhere a development key generated once into `devKeyFile`, readable by its
 * owner only.
 */
export function loadAesKey(env: NodeJS.ProcessEnv, variable: string, devKeyFile: string): Buffer {
  const fromEnv = env[variable];
  if (fromEnv !== undefined && fromEnv !== '') {
    const key = /^[0-9a-f]{64}$/i.test(fromEnv)
      ? Buffer.from(fromEnv, 'hex')
      : Buffer.from(fromEnv, 'base64');
    if (key.length !== 32) throw new Error(`${variable} must be 32 bytes: 64 hex digits or base64`);
    return key;
  }
  if (env.NODE_ENV === 'production') throw new Error(`${variable} must be set in production`);
  if (existsSync(devKeyFile)) return Buffer.from(readFileSync(devKeyFile, 'utf8').trim(), 'hex');
  mkdirSync(dirname(devKeyFile), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(devKeyFile, key.toString('hex'), { mode: 0o600 });
  return key;
}

/** What getUser shows: the last four digits only. */
export function maskSsn(ssn: string | undefined): string | undefined {
  if (ssn === undefined) return undefined;
  const digits = ssn.replace(/\D/g, '');
  return digits.length === 9 ? `***-**-${digits.slice(5)}` : undefined;
}
