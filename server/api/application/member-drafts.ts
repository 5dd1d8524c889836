import { formById } from '../../../forms';
import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { defineAction } from '../action';
import { isSubmitted } from './draft-rows';
import { savedApplicationLifeMs } from './saved-applications';

/** One unfinished application of the member, as the account overview lists it. */
export interface MemberDraftItem {
  appId: string;
  formId: string;
  title: string;
  /** The application page, which takes the draft up where it stopped. */
  route: string;
  lastPassedStep: string | null;
  /** The title of the last step passed: where the member stopped. */
  stoppedAfter: string | null;
  updatedAt: string;
}

/**
 * A logged-in member's unfinished applications, newest first, from the drafts their steps left
 * on the server (any device): not one already received, not one older than an application is
 * kept (spec §4, 30 days), not one of a form no longer served.
 */
export const drafts = defineAction({
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken'],
    properties: { ...memberCredentialsSchema },
  },
  async handle(input: MemberCredentials, context) {
    const member = await authenticatedMember(context, input);
    const since = new Date(context.now().getTime() - savedApplicationLifeMs);
    const rows = await context.db
      .selectFrom('application_drafts')
      .select(['app_id', 'form_id', 'last_passed_step', 'updated_at', 'submission_key'])
      .where('member_id', '=', member.id)
      .where('updated_at', '>', since)
      .orderBy('updated_at', 'desc')
      .execute();
    const items: MemberDraftItem[] = [];
    for (const row of rows) {
      const definition = formById(row.form_id);
      if (definition === undefined || definition.appId !== row.app_id) continue;
      if (row.submission_key !== null && (await isSubmitted(context.db, row.submission_key)))
        continue;
      const stoppedAfter = definition.steps.find((s) => s.id === row.last_passed_step)?.title;
      items.push({
        appId: row.app_id,
        formId: row.form_id,
        title: definition.title,
        route: definition.route,
        lastPassedStep: row.last_passed_step,
        stoppedAfter: stoppedAfter ?? null,
        updatedAt: row.updated_at.toISOString(),
      });
    }
    return { drafts: items };
  },
});
