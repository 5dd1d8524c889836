import { messages } from '../../../validators';
import { ApiError } from '../../http/api-error';
import type { ActionContext } from '../action';

export const memberIdSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** The member by the account's id (`_id`); 404 when there is none. */
export async function memberOf(context: ActionContext, id: string) {
  const member = await context.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (member === undefined) throw new ApiError(404, messages.nothingFound);
  return member;
}
