import { isUniqueViolation } from '../../db/unique-violation';
import { fieldErrors } from '../../http/api-error';

export const emailTakenMessage =
  'An account with this email already exists. Please log in or reset your password.';

/**
 * Runs a write that may give an account an e-mail address another one holds: the unique index
 * on lower(email) decides, also between two requests racing for one address, and the loser is
 * told so in `field` rather than with a server error.
 */
export async function withEmailUnique<T>(field: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldErrors({ [field]: emailTakenMessage });
    throw error;
  }
}
