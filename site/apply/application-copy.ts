import { messages } from '../../validators';
import { runRequest } from '../api';
import { downloadPdfAnswer, isPdfAnswer } from '../calculators/download-file';
import { userStore } from '../stores';

/**
 * Downloads the applicant's PDF copy of an application (api `application`, action `copy`): with
 * the key the submit answer gave this browser, and a logged-in member's credentials, which are
 * enough for their own applications. Answers the message to show when it cannot be had.
 */
export async function downloadApplicationCopy(
  applicationId: string,
  downloadKey?: string,
): Promise<string | undefined> {
  const auth = userStore.getState().auth;
  const result = await runRequest({
    api: 'application',
    action: 'copy',
    data: {
      applicationId,
      ...(downloadKey ? { downloadKey } : {}),
      ...(auth ? { memberId: auth.memberId, memberToken: auth.memberToken } : {}),
    },
    validate: isPdfAnswer,
  });
  if (!result.ok) return result.status === 404 ? messages.nothingFound : result.message;
  downloadPdfAnswer(result.data);
  return undefined;
}
