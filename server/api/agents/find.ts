import type { Kysely } from 'kysely';
import { formById } from '../../../forms';
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

function applicationOf(formId: string | undefined) {
  const form = formId === undefined ? undefined : formById(formId);
  return form ? { formId: form.formId, title: form.title, route: form.route } : null;
}

/**
 * Spec §3 agent URL store, §7 "agent URL": what /agent/{formId?}/{slug?}/ names. With both, the
 * agent of the slug and the application of the form. With one segment, the form when a form has
 * that id (no agent), else the agent of that slug (/agent/johnsmith/). nothingFound when the
 * agent named is not an active one.
 */
export const find = defineAction({
  cacheable: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['formId'],
    properties: { formId: agentSlugSchema, slug: agentSlugSchema },
  },
  async handle(data: { formId: string; slug?: string }, context) {
    const application = applicationOf(data.formId);
    if (data.slug === undefined && application) return { agent: null, application };
    const agent = await activeAgent(context.db, data.slug ?? data.formId);
    if (agent === undefined) throw new ApiError(404, messages.nothingFound);
    return {
      agent: {
        slug: agent.slug,
        firstName: agent.first_name,
        lastName: agent.last_name,
        title: agent.title,
        email: agent.email,
        phone: agent.phone,
      },
      application,
    };
  },
});
