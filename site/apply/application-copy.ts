import { messages } from '../../validators';
import { runRequest } from '../api';
import { downloadFile } from '../calculators/download-file';
import { userStore } from '../stores';

interface CopyAnswer {
  fileName: string;
  contentType: string;
  pdf: string;
}

const isCopyAnswer = (body: unknown): body is CopyAnswer =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as CopyAnswer).fileName === 'string' &&
  typeof (body as CopyAnswer).contentType === 'string' &&
  typeof (body as CopyAnswer).pdf === 'string';

const bytesOf = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

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
    validate: isCopyAnswer,
  });
  if (!result.ok) return result.status === 404 ? messages.nothingFound : result.message;
  downloadFile(result.data.fileName, result.data.contentType, bytesOf(result.data.pdf));
  return undefined;
}
