import { maskSsn, type SsnCipher } from './ssn-cipher';

/** Enough for every member active at once; past it the memory starts over. */
const rememberedPerKey = 10_000;

const masks = new WeakMap<SsnCipher, Map<string, string | undefined>>();

/**
 * The masked SSN getUser shows, remembered per stored value so that a member's every getUser
 * does not decrypt again (a decryption was a noticeable part of its cost). Each encryption has a
 * fresh IV, so a stored value stands for one SSN; only the masks are kept, never a clear SSN.
 */
export function maskedSsnOf(cipher: SsnCipher, stored: string | null): string | undefined {
  if (stored === null) return undefined;
  let remembered = masks.get(cipher);
  if (remembered === undefined) {
    remembered = new Map();
    masks.set(cipher, remembered);
  }
  if (remembered.has(stored)) return remembered.get(stored);
  const masked = maskSsn(cipher.decrypt(stored));
  if (remembered.size >= rememberedPerKey) remembered.clear();
  remembered.set(stored, masked);
  return masked;
}
