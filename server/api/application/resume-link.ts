import { formById } from '../../../forms';
import { mayMessage, throttleAddress } from '../../auth/request-throttle';
import { defineAction } from '../action';
import { mailResumeLink } from './saved-applications';

interface ResumeLinkData {
  email: string;
}

export const resumeLinkAnswer =
  'If an application was saved for this e-mail address in the last 30 days, we have e-mailed a new link to finish it.';

/**
 * A fresh link for each application saved under an address and still kept. The answer is the
 * same whether or not there is one, and comes before anything is looked up: the look-up and the
 * mail come after it, and past a few an hour to one address nothing is sent.
 */
export const resumeLink = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['email'],
    properties: { email: { type: 'string', minLength: 1, rule: 'email' } },
  },
  async handle(input: ResumeLinkData, context) {
    await throttleAddress(context, 'application.resumeLink');
    const email = input.email.trim().toLowerCase();
    context.afterAnswer.run(async () => {
      if (!(await mayMessage(context, 'application.resumeLink', email))) return;
      const saved = await context.db
        .selectFrom('saved_applications')
        .select(['id', 'email', 'form_id', 'expires_at'])
        .where('email', '=', email)
        .where('expires_at', '>', context.now())
        .execute();
      for (const row of saved) {
        const title = formById(row.form_id)?.title;
        if (title !== undefined) await mailResumeLink(context, row, title);
      }
    }, context.log);
    return { message: resumeLinkAnswer };
  },
});
