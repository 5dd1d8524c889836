import { hash, verify } from '@node-rs/argon2';
import { fieldLimits, minLengthMessage } from '../../validators';
import { isCommonPassword } from './common-passwords';

/** OWASP Password Storage Cheat Sheet, argon2id: m=19456 KiB, t=2, p=1 (argon2id is the default). */
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const commonPasswordMessage = 'This password is too common. Please choose another.';

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone types, checked when the account does not exist, so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export function verifyAgainstDecoy(password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  return decoyHash.then((stored) => verifyPassword(stored, password));
}

/** The spec's minimum length, then the common-password list. */
export function passwordProblem(password: string): string | undefined {
  const minimum = fieldLimits.password.minLength;
  if ([...password].length < minimum) return minLengthMessage(minimum);
  return isCommonPassword(password) ? commonPasswordMessage : undefined;
}
