import { randomUUID } from 'node:crypto';
import { formById } from '../../../forms';
import { throttleAddress } from '../../auth/request-throttle';
import { tokenHash } from '../../auth/tokens';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';
import { isSubmitted } from './draft-rows';

interface ResumeData {
  token: string;
}

export const resumeLinkDeadMessage =
  'This link has expired or has already been used. Enter your e-mail address and we will send you a new one.';

const deadLink = () => new ApiError(400, resumeLinkDeadMessage);

/**
 * Opens a save-and-return link: the link dies at once (claimed in one conditional update, so
 * two browsers racing get one application between them) and the saved application is answered,
 * sensitive fields never kept. A dead link (unknown, used, expired, or of an application since
 * received) answers one message and nothing of the application.
 */
export const resume = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', minLength: 1, maxLength: 100 } },
  },
  async handle(input: ResumeData, context) {
    // Tokens are 256 random bits; still, an address trying many is slowed like any guesser.
    await throttleAddress(context, 'application.resume', context.config.throttle.resumePerAddress);
    const now = context.now();
    const link = await context.db
      .updateTable('resume_links')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash(input.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('saved_application_id')
      .executeTakeFirst();
    if (link === undefined) throw deadLink();
    const saved = await context.db
      .selectFrom('saved_applications')
      .selectAll()
      .where('id', '=', link.saved_application_id)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    const definition = saved && formById(saved.form_id);
    if (saved === undefined || definition === undefined || definition.appId !== saved.app_id)
      throw deadLink();
    if (saved.submission_key !== null && (await isSubmitted(context.db, saved.submission_key))) {
      await context.db.deleteFrom('saved_applications').where('id', '=', saved.id).execute();
      throw deadLink();
    }
    return {
      appId: saved.app_id,
      formId: saved.form_id,
      route: definition.route,
      title: definition.title,
      formVersion: saved.form_version,
      data: saved.data,
      passedSteps: saved.passed_steps,
      lastPassedStep: saved.last_passed_step,
      // A fresh submission key: the saved one came from whoever saved, who may not be the
      // applicant, and a key someone else knows would let them replay the submission.
      idempotencyKey: randomUUID(),
      savedAt: saved.saved_at.toISOString(),
    };
  },
});
