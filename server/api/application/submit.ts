import { randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { enteredSteps, trimmedAnswers, type FormData } from '../../../engine';
import type { ApplicationSubmissionsTable } from '../../db/schema';
import { authenticatedMember, memberCredentialsSchema } from '../../auth/member-session';
import { mayMessage, throttleAddress } from '../../auth/request-throttle';
import { ApiError, fieldErrors } from '../../http/api-error';
import { applicationAlreadyReceivedMessage, messages } from '../../../validators';
import { defineAction } from '../action';
import { activeAgent } from '../agents';
import { applicationErrors, servedForm } from './forms';
import { deleteDraft } from './draft-rows';
import { accountFromApplication, joinMemberApplication } from './member-application';
import { assertMemberMayApply } from './member-eligibility';
import { answersFingerprint, sameAnswersWithoutCvv, tokenizedAnswers } from './payment-answers';
import { openSensitive, sealSensitive } from './sealed-data';
import { formKeySchema, idempotencyKeySchema } from './step';
import { applicantEmail } from './copy/applicant-email';
import { applicationPdf, copyFileName } from './copy/application-pdf';
import { confirmationSummary, type ConfirmationSummary } from './copy/confirmation-summary';
import { downloadKeyOf } from './copy/download-key';
import { receivedLetter } from './copy/received-letter';
import { checkedSignature } from './copy/signature';

interface SubmitData {
  appId: string;
  formId: string;
  data: FormData;
  idempotencyKey: string;
  memberId?: string;
  memberToken?: string;
  /** The slug of the agent whose landing page the visitor came from (the site's agent URL). */
  agent?: string;
  /** The full name typed on the review, when the form asks for a signature. */
  signature?: string;
}

type SubmissionRow = Selectable<ApplicationSubmissionsTable>;

const receivedStatus = 'received';

/** A reference number the applicant can read out on the phone: MBA- and 10 letters or digits. */
function referenceNumber(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `MBA-${[...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * Submits an application: every entered step validated with the form's schemas and keywords,
 * stored with its card or bank account numbers replaced by the payment gateway's token (the CVV
 * checked and forgotten) and its other sensitive fields encrypted. Idempotent: the same idempotency key answers the
 * same application, never a second one. A member's application joins their getUser data.
 * A form asking for a signature is refused unless the name typed is the signer's; the signature
 * is kept with the consent text shown. The applicant's PDF copy is made and kept, e-mailed with
 * the confirmation, and the answer carries the key that downloads it (copy action).
 */
export const submit = defineAction({
  methods: ['POST'],
  answersIn: 'data',
  schema: {
    type: 'object',
    required: ['appId', 'formId', 'data', 'idempotencyKey'],
    properties: {
      ...formKeySchema,
      data: { type: 'object' },
      idempotencyKey: idempotencyKeySchema,
      ...memberCredentialsSchema,
      agent: { type: 'string', maxLength: 60 },
      signature: { type: 'string', maxLength: 100 },
    },
  },
  async handle(input: SubmitData, context) {
    const form = servedForm(input.appId, input.formId);
    // Stored as checked: texts trimmed, blank ones none.
    const data = trimmedAnswers(input.data);
    const answer = (
      row: { application_id: string; reference_number: string; status: string },
      summary?: ConfirmationSummary,
    ) => ({
      appId: input.appId,
      formId: input.formId,
      applicationId: row.application_id,
      referenceNumber: row.reference_number,
      status: row.status,
      downloadKey: downloadKeyOf(row.application_id, context.ssnCipher),
      ...(summary ? { summary } : {}),
    });
    const member =
      input.memberId !== undefined || input.memberToken !== undefined
        ? await authenticatedMember(context, {
            memberId: input.memberId ?? '',
            memberToken: input.memberToken ?? '',
          })
        : undefined;
    // A key answers its application only to whoever sent it: the same member (or again
    // anonymous) and form. Anyone else holding the key learns nothing of it. Other answers under
    // the key (another window or device sent the application first) are not taken for received.
    const replay = async (row: SubmissionRow) => {
      if (row.form_id !== input.formId || row.member_id !== (member?.id ?? null)) {
        throw new ApiError(409, messages.checkFormFields);
      }
      const same =
        row.answers_fingerprint === null
          ? sameAnswersWithoutCvv(openSensitive(row.data, form.sensitive, context.ssnCipher), data)
          : row.answers_fingerprint === answersFingerprint(data, context.ssnCipher);
      if (!same) {
        // The application received is the sender's own: the answer names it, so the browser
        // can show its confirmation rather than refuse every try again.
        throw new ApiError(
          409,
          applicationAlreadyReceivedMessage(row.reference_number),
          undefined,
          answer(row),
        );
      }
      // A draft still holding the key (a step sent from another device after the application
      // was) would hand a finished application's key to the member's next one.
      if (member) {
        await context.db
          .deleteFrom('application_drafts')
          .where('member_id', '=', member.id)
          .where('submission_key', '=', input.idempotencyKey)
          .execute();
      }
      return answer(row, confirmationSummary(form.definition, data, row.created_at));
    };
    const existing = await context.db
      .selectFrom('application_submissions')
      .selectAll()
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (existing) return replay(existing);
    if (member) assertMemberMayApply(form.definition, member);
    // Refused unless it holds exactly the answers to the steps it leads to: what is stored.
    const errors = applicationErrors(form, data);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    // Only applications that would be received count: a browser sending its application again,
    // or one refused for a field, is not limited; each new one is stored, mailed and decided.
    await throttleAddress(context, 'application.submit', context.config.throttle.submitPerAddress);
    const receivedAt = context.now();
    const signature = checkedSignature(form.definition, data, input.signature, receivedAt);
    // The numbers go to the gateway; what is left that is sensitive (SSNs) is sealed.
    const stored = await tokenizedAnswers(data, context.payments, receivedAt);
    // Recorded only when it names an active agent: a stale or made-up slug never refuses an
    // application, it is just not credited.
    const agent = input.agent ? await activeAgent(context.db, input.agent) : undefined;
    const row = {
      idempotency_key: input.idempotencyKey,
      application_id: randomUUID(),
      reference_number: referenceNumber(),
      app_id: input.appId,
      form_id: input.formId,
      member_id: member?.id ?? null,
      status: receivedStatus,
      data: JSON.stringify(sealSensitive(stored, form.sensitive, context.ssnCipher)),
      answers_fingerprint: answersFingerprint(data, context.ssnCipher),
      agent_slug: agent?.slug ?? null,
      signature: signature?.name ?? null,
      signature_consent: signature?.consent ?? null,
      signed_at: signature?.signedAt ?? null,
      created_at: receivedAt,
    };
    // Made from the answers as sent, before the numbers became tokens: printed by their last four.
    const steps = enteredSteps(form, data);
    const summary = confirmationSummary(form.definition, data, receivedAt);
    const copy = {
      fileName: copyFileName(row.reference_number),
      pdf: await applicationPdf({
        definition: form.definition,
        steps,
        data,
        referenceNumber: row.reference_number,
        receivedAt,
        summary,
        ...(signature ? { signature } : {}),
      }),
    };
    const saved = await context.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('application_submissions')
        .values(row)
        .onConflict((c) => c.column('idempotency_key').doNothing())
        .returningAll()
        .executeTakeFirst();
      // A concurrent submit with the same key won the race: answer its application.
      if (!inserted) {
        return trx
          .selectFrom('application_submissions')
          .selectAll()
          .where('idempotency_key', '=', input.idempotencyKey)
          .executeTakeFirstOrThrow();
      }
      await trx
        .insertInto('application_copies')
        .values({
          application_id: inserted.application_id,
          file_name: copy.fileName,
          pdf: Buffer.from(copy.pdf).toString('base64'),
        })
        .execute();
      if (member) {
        await joinMemberApplication(trx, form.definition, {
          applicationId: inserted.application_id,
          referenceNumber: inserted.reference_number,
          status: receivedStatus,
          appId: input.appId,
          formId: input.formId,
          memberId: member.id,
          data,
          receivedAt,
        });
        await deleteDraft(trx, { memberId: member.id, appId: input.appId, formId: input.formId });
      }
      return inserted;
    });
    if (saved.application_id !== row.application_id) return replay(saved);
    const to = applicantEmail(form.definition, steps, data) ?? member?.email;
    if (to) {
      // Past a few an hour to one address the application is received and not mailed: its
      // copy is still on the confirmation page, and no one can flood an inbox with PDFs.
      context.afterAnswer.run(async () => {
        const { receiptsPerTarget } = context.config.throttle;
        const recipient = to.trim().toLowerCase();
        if (!(await mayMessage(context, 'application.receipt', recipient, receiptsPerTarget)))
          return;
        await context.mailer.send(receivedLetter(to, row.reference_number, summary, copy));
      }, context.log);
    }
    // A visitor is offered an account filled from the application, which it then joins.
    const account = member ? undefined : accountFromApplication(data);
    return { ...answer(saved, summary), ...(account ? { account } : {}) };
  },
});
