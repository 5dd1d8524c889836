import { messages } from '../../../validators';
import { passwordProblem } from '../../auth/passwords';

/** Password and confirmation as every form that sets one checks them, beyond the schema. */
export function passwordErrors(password: string, confirmation: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const problem = passwordProblem(password);
  if (problem !== undefined) errors.password = problem;
  if (password !== confirmation) errors.passwordConfirmation = messages.passwordsMatch;
  return errors;
}

export const newPasswordProperties = {
  password: { type: 'string', minLength: 1, maxLength: 200 },
  passwordConfirmation: { type: 'string', maxLength: 200 },
} as const;
