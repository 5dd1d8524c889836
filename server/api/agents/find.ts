import type { Kysely } from 'kysely';
import { messages } from '../../../validators';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';
import { agentSlugSchema } from './agent-slug';

/** An active agent by slug (slugs are matched without regard to case), or undefined. */
export function activeAgent(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('agents')
    .select(['slug', 'first_name', 'last_name', 'title', 'email', 'phone'])
    .where('slug', '=', slug.toLowerCase())
    .where('active', '=', true)
    .executeTakeFirst();
}

/** Spec §3 agent URL store, §7 "agent URL": the agent of a landing page; nothingFound if none. */
export const find = defineAction({
  cacheable: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['slug'],
    properties: { slug: agentSlugSchema },
  },
  async handle(data: { slug: string }, context) {
    const agent = await activeAgent(context.db, data.slug);
    if (agent === undefined) throw new ApiError(404, messages.nothingFound);
    return {
      slug: agent.slug,
      firstName: agent.first_name,
      lastName: agent.last_name,
      title: agent.title,
      email: agent.email,
      phone: agent.phone,
    };
  },
});
