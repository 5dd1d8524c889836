import { messages } from '../../../validators';
import { fieldErrors } from '../../http/api-error';
import { applicationIdSchema, submissionOf } from './submission-row';
import { staffAction, type StaffInput } from './staff-action';

interface RevealData extends StaffInput {
  applicationId: string;
  /** The masked answer's path, e.g. 'insured.ssn'. */
  path: string;
  reason: string;
}

/** A reason this short says nothing ("x", "ok"): staff write why they need the number. */
export const revealReasonMinLength = 10;
export const revealReasonMessage = `Enter the reason you need the full number (at least ${revealReasonMinLength} characters).`;

function valueAt(data: Record<string, unknown>, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' && Object.hasOwn(node, key)
        ? (node as Record<string, unknown>)[key]
        : undefined,
    data,
  );
}

/**
 * One sensitive answer in full. Only with a reason, and only once its audit row (who, which
 * application and field, why) is written: the wrapper writes it before the answer goes out.
 */
export const revealSsn = staffAction('revealSsn', {
  properties: {
    applicationId: applicationIdSchema,
    path: { type: 'string', minLength: 1, maxLength: 200 },
    reason: { type: 'string', maxLength: 500 },
  },
  required: ['applicationId', 'path', 'reason'],
  async handle(input: RevealData, context) {
    const reason = input.reason.trim();
    if (reason.length < revealReasonMinLength) throw fieldErrors({ reason: revealReasonMessage });
    const { row, form } = await submissionOf(context, input.applicationId);
    const path = form.sensitive.find((candidate) => candidate.join('.') === input.path);
    const stored = path ? valueAt(row.data, path) : undefined;
    const value = typeof stored === 'string' ? context.ssnCipher.decrypt(stored) : undefined;
    if (value === undefined) throw fieldErrors({ path: messages.invalid });
    return { path: input.path, value, referenceNumber: row.reference_number };
  },
  auditDetail: (input, result) => ({
    applicationId: input.applicationId,
    referenceNumber: result.referenceNumber,
    path: input.path,
    reason: input.reason.trim(),
  }),
});
