import type { FormData, FormDefinition } from '../../../../engine';
import { fieldErrors } from '../../../http/api-error';
import { messages, signerOf, validateSignature } from '../../../../validators';
import type { SignatureRecord } from './application-pdf';

/** The field path a refused signature is reported under: it is no answer of a step. */
export const signatureField = 'signature';

/**
 * The signature of an application whose form asks for one, checked as the review checks it (the
 * same validator): the name typed must be the signer's as given in the answers. Kept with the
 * consent text the form shows and the time it was received. None for a form that asks none.
 */
export function checkedSignature(
  definition: FormDefinition,
  data: FormData,
  typed: unknown,
  now: Date,
): SignatureRecord | undefined {
  const asked = definition.signature;
  if (!asked) return undefined;
  const error = validateSignature(typed, signerOf(data, asked.signers));
  if (error !== undefined || typeof typed !== 'string') {
    throw fieldErrors({ [signatureField]: error ?? messages.required });
  }
  return { name: typed.trim(), consent: asked.consent, signedAt: now };
}
