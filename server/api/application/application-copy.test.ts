import { beforeAll, describe, expect, it } from 'vitest';
import { answersOf, type FormData } from '../../../engine';
import { fullNameOf, messages, signatureMismatchMessage, signerOf } from '../../../validators';
import { applicationRowCounts } from '../../testing/application-rows';
import { emlAttachments } from '../../testing/eml-attachments';
import { pdfText } from '../../testing/pdf-text';
import { sampleApplication } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs } from '../../testing/test-server';

/** The applicant: a name with a middle initial and an apostrophe. */
const withName = (data: FormData): FormData => {
  const named = { firstName: 'Daniel', middleInitial: 'R', lastName: "O'Connor" };
  return {
    ...data,
    insured: { ...(data.insured as object), ...named },
    ...(data.owner ? { owner: { ...(data.owner as object), ...named } } : {}),
  };
};

const byCard = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const byBank = sampleApplication('term-90-plus-standard', (steps) => steps.includes('bank'));
const { appId, formId, definition } = byCard;
const signers = definition.signature?.signers ?? [];

interface Received {
  applicationId: string;
  referenceNumber: string;
  downloadKey: string;
  summary: { plan: string; coverage?: string; premium?: string; nextSteps: string[] };
}
interface Copy {
  fileName: string;
  contentType: string;
  pdf: string;
}

let keys = 0;
const newKey = () => `copy-key-${String((keys += 1)).padStart(12, '0')}`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const digitsOf = (value: unknown) => String(value).replace(/\D/g, '');

describe.each(databaseTargets())('signed applications and their copies on %s', (target) => {
  let member: { memberId: string; memberToken: string };
  let other: { memberId: string; memberToken: string };

  const server = suiteServer(target);
  beforeAll(async () => {
    member = await loginAs(server, 'demo.member');
    other = await loginAs(server, 'demo.guard');
  });

  const submit = (data: FormData, signature: unknown, credentials: Record<string, string> = {}) =>
    server.call<Received & { errors?: Record<string, string> }>('application', 'submit', {
      appId,
      formId,
      data,
      idempotencyKey: newKey(),
      ...(signature === undefined ? {} : { signature }),
      ...credentials,
    });
  const copyOf = (input: Record<string, unknown>) =>
    server.call<Copy>('application', 'copy', input);

  it("refuses a signature that is not the applicant's name, or none, and stores nothing", async () => {
    const data = withName(byCard.data);
    const name = fullNameOf(signerOf(data, signers));
    expect(name).toBe("Daniel R O'Connor");
    const before = await applicationRowCounts(server.db);
    for (const [signature, message] of [
      ['Mickey Mouse', signatureMismatchMessage(name)],
      ['Daniel', signatureMismatchMessage(name)],
      [undefined, messages.required],
      ['   ', messages.required],
    ] as const) {
      const answer = await submit(data, signature);
      expect(answer.status, String(signature)).toBe(400);
      expect(answer.body.errors).toEqual({ signature: message });
    }
    expect(await applicationRowCounts(server.db)).toEqual(before);
  });

  it('keeps the signature with the consent text shown and the time it was received', async () => {
    const answer = await submit(withName(byCard.data), '  daniel r. oconnor ');
    expect(answer.status).toBe(200);
    const row = await server.db
      .selectFrom('application_submissions')
      .select(['signature', 'signature_consent', 'signed_at', 'created_at'])
      .where('application_id', '=', answer.body.applicationId)
      .executeTakeFirstOrThrow();
    expect(row.signature).toBe('daniel r. oconnor');
    expect(row.signature_consent).toBe(definition.signature?.consent);
    expect(new Date(row.signed_at ?? 0).getTime()).toBe(new Date(row.created_at).getTime());
  });

  for (const sample of [byCard, byBank]) {
    const paidBy = sample.steps.includes('card') ? 'card' : 'bank';
    it(`prints every answer as asked, masked numbers, premium and signature (${paidBy})`, async () => {
      const data = withName(sample.data);
      const answer = await submit(data, "Daniel R O'Connor");
      expect(answer.status).toBe(200);
      const { applicationId, referenceNumber, downloadKey, summary } = answer.body;
      expect(summary.plan).toContain('Term 90 Plus');
      expect(summary.premium).toMatch(/^\$[\d,.]+ a month/);
      expect(summary.nextSteps.length).toBeGreaterThan(0);
      const copy = await copyOf({ applicationId, downloadKey });
      expect(copy.status).toBe(200);
      expect(copy.body.fileName).toBe(`application-${referenceNumber}.pdf`);
      const bytes = Buffer.from(copy.body.pdf, 'base64');
      const lines = await pdfText(bytes);
      const text = oneLine(lines.join(' '));
      for (const step of definition.steps.filter((s) => sample.steps.includes(s.id))) {
        expect(text, step.id).toContain(step.title);
        for (const shown of answersOf(step, data))
          expect(text, shown.path).toContain(oneLine(`${shown.label}: ${shown.text}`));
      }
      for (const line of [
        referenceNumber,
        summary.plan,
        summary.premium ?? '',
        "Signed by typing the name: Daniel R O'Connor",
        oneLine(definition.signature?.consent ?? ''),
        ...summary.nextSteps,
      ])
        expect(text).toContain(oneLine(line));
      const insured = data.insured as FormData;
      expect(text).toContain(`ending in ${String(insured.ssn).slice(-4)}`);
      // No sensitive number whole, with or without its dashes and spaces.
      const payment = (data.card ?? data.bank) as FormData;
      const numbers = [insured.ssn, payment.number, payment.routingNumber, payment.accountNumber]
        .filter((value) => value !== undefined)
        .map(digitsOf);
      expect(numbers.length).toBeGreaterThanOrEqual(2);
      const compact = lines.map((line) => line.replace(/[\s-]/g, ''));
      for (const number of numbers) {
        expect(text).not.toContain(number);
        for (const line of compact) expect(line).not.toContain(number);
      }
    });
  }

  it('e-mails the confirmation to the applicant with the same PDF attached', async () => {
    const data = withName(byCard.data);
    const to = String(((data.contact as FormData).contact as FormData | undefined)?.email ?? '');
    const answer = await submit(data, "Daniel R O'Connor");
    expect(answer.status).toBe(200);
    await server.settled();
    const eml = server
      .outboxMessages()
      .find((message) => message.includes(answer.body.referenceNumber));
    expect(eml).toBeDefined();
    expect(eml).toContain(`To: ${to.toLowerCase()}`);
    expect(eml).toContain(`We received your application ${answer.body.referenceNumber}`);
    const [file] = emlAttachments(eml ?? '');
    expect(file?.filename).toBe(`application-${answer.body.referenceNumber}.pdf`);
    expect(file?.contentType).toBe('application/pdf');
    const copy = await copyOf({
      applicationId: answer.body.applicationId,
      downloadKey: answer.body.downloadKey,
    });
    expect(file?.content.toString('base64')).toBe(copy.body.pdf);
  });

  it('gives the copy only to the session that submitted it or the member who owns it', async () => {
    const anonymous = await submit(withName(byCard.data), "Daniel R O'Connor");
    const { applicationId, downloadKey } = anonymous.body;
    expect((await copyOf({ applicationId })).status).toBe(404);
    expect((await copyOf({ applicationId, downloadKey: `${downloadKey.slice(1)}x` })).status).toBe(
      404,
    );
    expect((await copyOf({ applicationId, ...member })).status).toBe(404);
    const unknown = await copyOf({ applicationId: 'no-such-application', downloadKey });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: messages.nothingFound });

    const owned = await submit(withName(byCard.data), "Daniel R O'Connor", member);
    expect(owned.status).toBe(200);
    const id = owned.body.applicationId;
    expect((await copyOf({ applicationId: id, ...member })).status).toBe(200);
    expect((await copyOf({ applicationId: id, ...other })).status).toBe(404);
    expect(
      (await copyOf({ applicationId: id, memberId: member.memberId, memberToken: 'x' })).status,
    ).toBe(401);
    expect((await copyOf({ applicationId: id, downloadKey: owned.body.downloadKey })).status).toBe(
      200,
    );
  });
});
