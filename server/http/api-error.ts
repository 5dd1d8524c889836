import { messages } from '../../validators';

/**
 * A failure the caller caused: answered with its status and `{ message, errors? }`, plus any
 * `fields` an api adds to every answer of its own (the application api's appId, formId, step).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly fields?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The same failure, its answer carrying these fields too. */
  withFields(fields: Record<string, unknown>): ApiError {
    return new ApiError(this.status, this.message, this.errors, { ...this.fields, ...fields });
  }
}

/** 400 with the spec's form message and one message per field path. */
export function fieldErrors(errors: Record<string, string>): ApiError {
  return new ApiError(400, messages.checkFormFields, errors);
}

export const unauthorized = (
  message = 'Your session has expired. Please log in again.',
): ApiError => new ApiError(401, message);
