import { messages } from '../../../validators';
import { ApiError } from '../../http/api-error';
import type { ActionContext } from '../action';
import { servedForm } from '../application/forms';

/** The submitted application by its id, with its form; 404 when there is none. */
export async function submissionOf(context: ActionContext, applicationId: string) {
  const row = await context.db
    .selectFrom('application_submissions')
    .selectAll()
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (row === undefined) throw new ApiError(404, messages.nothingFound);
  return { row, form: servedForm(row.app_id, row.form_id) };
}

export const applicationIdSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;
