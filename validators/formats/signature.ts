import { messages, signatureMismatchMessage } from '../messages';

/** The parts of a person's name as an application gives them. */
export interface NameGiven {
  readonly firstName?: unknown;
  readonly middleInitial?: unknown;
  readonly lastName?: unknown;
}

const part = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * A name reduced to what a signature must match: letters and digits only, lower case, accents
 * dropped. "Daniel R. O'Connor" and "daniel r oconnor" both become "danielroconnor".
 */
export function comparableName(text: unknown): string {
  if (typeof text !== 'string') return '';
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
}

/** The name as given, in one line: 'Daniel R O'Connor'; blank when no first or last name. */
export function fullNameOf(name: NameGiven | undefined): string {
  if (!name || part(name.firstName) === '' || part(name.lastName) === '') return '';
  return [part(name.firstName), part(name.middleInitial), part(name.lastName)]
    .filter((text) => text !== '')
    .join(' ');
}

/**
 * The error of a typed signature, or undefined when it is the signer's full name: with or
 * without the middle initial, ignoring case, spacing and punctuation. Never throws: an
 * application with no name given cannot be signed at all.
 */
export function validateSignature(
  typed: unknown,
  signer: NameGiven | undefined,
): string | undefined {
  if (typeof typed !== 'string' || typed.trim() === '') return messages.required;
  const fullName = fullNameOf(signer);
  if (fullName === '' || !signer) return messages.invalid;
  const first = comparableName(signer.firstName);
  const last = comparableName(signer.lastName);
  const accepted = new Set([
    `${first}${comparableName(signer.middleInitial)}${last}`,
    `${first}${last}`,
  ]);
  return accepted.has(comparableName(typed)) ? undefined : signatureMismatchMessage(fullName);
}

/**
 * Who signs: the first of the named sections (e.g. the owner, then the insured) whose answers
 * give a first and a last name.
 */
export function signerOf(data: unknown, sections: readonly string[]): NameGiven | undefined {
  if (typeof data !== 'object' || data === null || !Array.isArray(sections)) return undefined;
  for (const section of sections) {
    const value: unknown = (data as Record<string, unknown>)[section];
    if (typeof value === 'object' && value !== null && fullNameOf(value as NameGiven) !== '')
      return value as NameGiven;
  }
  return undefined;
}
