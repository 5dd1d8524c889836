import { authenticatedMember, memberCredentialsSchema } from '../../auth/member-session';
import { ApiError } from '../../http/api-error';
import { messages } from '../../../validators';
import { defineAction } from '../action';
import { isDownloadKey } from './copy/download-key';

interface CopyRequest {
  applicationId: string;
  downloadKey?: string;
  memberId?: string;
  memberToken?: string;
}

/**
 * The applicant's PDF copy of an application, answered as base64 inside the single endpoint's
 * JSON as the calculator's PDF is. Only for whoever submitted it (the download key of the submit
 * answer) or the member who owns it (their session); to anyone else, as to an unknown id,
 * 'Sorry, nothing found': an id alone tells nobody whether the application exists.
 */
export const copy = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['applicationId'],
    properties: {
      applicationId: { type: 'string', minLength: 1, maxLength: 60 },
      downloadKey: { type: 'string', maxLength: 100 },
      ...memberCredentialsSchema,
    },
  },
  async handle(input: CopyRequest, context) {
    const member =
      input.memberId !== undefined || input.memberToken !== undefined
        ? await authenticatedMember(context, {
            memberId: input.memberId ?? '',
            memberToken: input.memberToken ?? '',
          })
        : undefined;
    const row = await context.db
      .selectFrom('application_copies')
      .innerJoin(
        'application_submissions',
        'application_submissions.application_id',
        'application_copies.application_id',
      )
      .select([
        'application_copies.file_name',
        'application_copies.pdf',
        'application_submissions.member_id',
      ])
      .where('application_copies.application_id', '=', input.applicationId)
      .executeTakeFirst();
    const allowed =
      row !== undefined &&
      (isDownloadKey(input.applicationId, input.downloadKey, context.ssnCipher) ||
        (member !== undefined && row.member_id === member.id));
    if (!row || !allowed) throw new ApiError(404, messages.nothingFound);
    return { fileName: row.file_name, contentType: 'application/pdf', pdf: row.pdf };
  },
});
