import { messages } from '../../validators';

/** A failure the caller caused: answered with its status and `{ message, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400 with the spec's form message and one message per field path. */
export function fieldErrors(errors: Record<string, string>): ApiError {
  return new ApiError(400, messages.checkFormFields, errors);
}

export const unauthorized = (
  message = 'Your session has expired. Please log in again.',
): ApiError => new ApiError(401, message);
