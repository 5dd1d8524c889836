import { storeMessages } from '../../validators';

/**
 * Spec §8: the download form answers a refusal with status 400 to 499 with validationError,
 * anything else (a server error, no answer at all) with apiError.
 */
export function downloadFormMessage(httpStatus: number | undefined): string {
  return httpStatus !== undefined && httpStatus >= 400 && httpStatus <= 499
    ? storeMessages.validationError
    : storeMessages.apiError;
}
