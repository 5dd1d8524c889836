import { beforeAll, describe, expect, it } from 'vitest';
import { paymentAmount, premiumFor, type FormData } from '../../../engine';
import { plansRules } from '../../../forms';
import { formatUsd } from '../../../validators';
import { effectiveDateAfter } from '../../policies/issued-certificate';
import { pdfText } from '../../testing/pdf-text';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs, loginAsAdmin, type TestServer } from '../../testing/test-server';

const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const { appId, formId, data, definition } = sample;
const insured = data.insured as FormData;
const card = data.card as FormData;
const payment = data.payment as FormData;
const amount = (data.coverage as FormData).amount as number;
let keys = 0;

interface Certificate {
  applicationId: string;
  planName: string;
  certificateNumber: string | null;
  coverage: number | null;
  covered: { title: string; name: string; coverage: number | null }[];
  paymentMethod: string | null;
  frequency: string | null;
  effectiveDate: string | null;
  due: Record<string, number> | null;
}

async function submit(server: TestServer, credentials: Record<string, string> = {}) {
  keys += 1;
  const sent = await server.call<{ applicationId: string; referenceNumber: string }>(
    'application',
    'submit',
    {
      appId,
      formId,
      data,
      ...signatureFor(formId, data),
      idempotencyKey: `approved-coverage-${String(keys).padStart(6, '0')}`,
      ...credentials,
    },
  );
  expect(sent.status).toBe(200);
  return sent.body;
}

const certificatesOf = async (server: TestServer, credentials: Record<string, string>) =>
  (await server.call<{ certificates: Certificate[] }>('policy', 'coverage', credentials)).body
    .certificates;

describe.each(databaseTargets())('an approved application is coverage, on %s', (target) => {
  const server = suiteServer(target);
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await loginAsAdmin(server);
  });
  const approve = (applicationId: string) =>
    server.call<{ certificateNumber: string; effectiveDate: string }>(
      'staff',
      'decideApplication',
      { adminToken, applicationId, decision: 'approve' },
    );

  it('shown as facts, priced, billable and printed on its certificate', async () => {
    const member = await loginAs(server, 'demo.member');
    const sent = await submit(server, member);
    expect((await certificatesOf(server, member)).map((c) => c.applicationId)).not.toContain(
      sent.applicationId,
    );
    const approved = await approve(sent.applicationId);
    expect(approved.status).toBe(200);
    expect(approved.body.certificateNumber).toMatch(/^L4-\d{6}$/);
    expect(approved.body.effectiveDate).toBe(effectiveDateAfter(server.clock.now()));
    await server.settled();
    const letter = server.outboxMessages().at(-1) ?? '';
    expect(letter).toContain(`Your certificate number is ${approved.body.certificateNumber}.`);
    expect(letter).toContain('under Insurance coverage in your account');

    const certificate = (await certificatesOf(server, member)).find(
      (entry) => entry.applicationId === sent.applicationId,
    );
    const name = `${String(insured.firstName)} ${String(insured.lastName)}`;
    expect(certificate).toMatchObject({
      planName: 'Term 90 Plus',
      certificateNumber: approved.body.certificateNumber,
      coverage: amount,
      covered: [{ title: 'Insured', name, coverage: amount }],
      paymentMethod: `Visa ending in ${String(card.number).slice(-4)}`,
      frequency: payment.frequency,
      effectiveDate: approved.body.effectiveDate,
    });

    // The payment center bills the premium the review showed, at the frequency chosen.
    const monthly = premiumFor(definition, plansRules, data, server.clock.now());
    expect(monthly).toBeGreaterThan(0);
    const due = await server.call<{ certificates: Certificate[] }>('policy', 'paymentDue', member);
    const billed = due.body.certificates.find((c) => c.applicationId === sent.applicationId);
    expect(billed?.due?.[String(payment.frequency)]).toBe(
      paymentAmount(monthly ?? 0, payment.frequency),
    );

    const pdf = await server.call<{ fileName: string; pdf: string }>(
      'policy',
      'certificateOfCoverage',
      { ...member, applicationId: sent.applicationId },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.body.fileName).toBe(`certificate-${approved.body.certificateNumber}.pdf`);
    const lines = (await pdfText(Buffer.from(pdf.body.pdf, 'base64'))).join('\n');
    for (const fact of [
      'Certificate of coverage',
      'Term 90 Plus',
      approved.body.certificateNumber,
      name,
      formatUsd(amount),
      `Visa ending in ${String(card.number).slice(-4)}`,
    ])
      expect(lines).toContain(fact);

    // No one else's: another member is told nothing is found.
    const other = await loginAs(server, 'demo.guard');
    const refused = await server.call('policy', 'certificateOfCoverage', {
      ...other,
      applicationId: sent.applicationId,
    });
    expect(refused.status).toBe(404);
  });

  it("keeps a visitor's certificate, issued before the application joined an account", async () => {
    const sent = await submit(server);
    const approved = await approve(sent.applicationId);
    expect(approved.body.certificateNumber).toMatch(/^L4-\d{6}$/);
    // Sent to the application's own address, which has no account yet: it says how to get one.
    await server.settled();
    expect(server.outboxMessages().at(-1)).toContain('create an account with this e-mail address');
    const member = await loginAs(server, 'demo.uninsured');
    const claimed = await server.call('application', 'claim', {
      ...member,
      referenceNumber: sent.referenceNumber,
      email: String((data.contact as FormData).email),
      dateOfBirth: String(insured.dateOfBirth),
    });
    expect(claimed.status).toBe(200);
    const certificate = (await certificatesOf(server, member)).find(
      (entry) => entry.applicationId === sent.applicationId,
    );
    expect(certificate).toMatchObject({
      certificateNumber: approved.body.certificateNumber,
      effectiveDate: approved.body.effectiveDate,
      coverage: amount,
    });
    expect(certificate?.due).not.toBeNull();
  });

  it('issues each approval its own certificate number', async () => {
    const first = await submit(server);
    const second = await submit(server);
    const numbers = await Promise.all([
      approve(first.applicationId),
      approve(second.applicationId),
    ]);
    const issued = numbers.map((answer) => answer.body.certificateNumber);
    expect(new Set(issued).size).toBe(2);
  });
});
