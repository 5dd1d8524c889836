import { messages } from '../messages';
import type { Validation } from '../validation';

/** Spec §5: the confirmation must equal the password exactly (no trimming, case matters). */
export const validatePasswordConfirmation = (
  password: unknown,
  confirmation: unknown,
): Validation => ((password ?? '') === (confirmation ?? '') ? undefined : messages.passwordsMatch);
