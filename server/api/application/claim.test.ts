import { beforeAll, describe, expect, it } from 'vitest';
import type { FormData } from '../../../engine';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { suiteServer } from '../../testing/suite-server';
import { signUpAndConfirm } from '../../testing/sign-up';
import { databaseTargets, loginAs, loginAsAdmin, type TestServer } from '../../testing/test-server';
import { alreadyLinkedMessage } from '../staff/link-application';
import { applicationClaimedMessage, claimNotFoundMessage } from './claim';

const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const { appId, formId, data } = sample;
const email = String((data.contact as FormData).email);
const dateOfBirth = String((data.insured as FormData).dateOfBirth);
let keys = 0;

interface Sent {
  applicationId: string;
  referenceNumber: string;
  downloadKey: string;
  account?: { firstName: string; lastName: string; email: string; dateOfBirth?: string };
}

/** A visitor's application, sent without logging in: its id, reference number and key. */
async function sentByVisitor(server: TestServer, answers: FormData = data) {
  keys += 1;
  const sent = await server.call<Sent>('application', 'submit', {
    appId,
    formId,
    data: answers,
    ...signatureFor(formId, answers),
    idempotencyKey: `claim-test-key-${String(keys).padStart(6, '0')}`,
  });
  expect(sent.status).toBe(200);
  return sent.body;
}

const applicationIdsOf = async (server: TestServer, credentials: Record<string, string>) => {
  const user = await server.call<{ applications: Record<string, { _id: string }[]> }>(
    'aqua',
    'getUser',
    credentials,
  );
  return Object.values(user.body.applications).flatMap((list) => list.map((a) => a._id));
};

describe.each(databaseTargets())("a visitor's application joining an account, on %s", (target) => {
  const server = suiteServer(target);
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await loginAsAdmin(server);
  });

  it('is claimed with its reference, e-mail and date of birth; every miss answers alike', async () => {
    const sent = await sentByVisitor(server);
    const member = await loginAs(server, 'demo.uninsured');
    const claim = (fields: Record<string, string>, credentials = member) =>
      server.call('application', 'claim', {
        ...credentials,
        referenceNumber: sent.referenceNumber,
        email,
        dateOfBirth,
        ...fields,
      });
    const misses: Record<string, string>[] = [
      { referenceNumber: 'MBA-AAAAAAAAAA' },
      { email: 'someone.else@example.com' },
      { dateOfBirth: '01/01/1950' },
    ];
    for (const wrong of misses) {
      const missed = await claim(wrong);
      expect(missed.status).toBe(404);
      expect(missed.body).toEqual({ message: claimNotFoundMessage });
    }
    expect(await applicationIdsOf(server, member)).not.toContain(sent.applicationId);
    // The reference as people type it: lower case, spaces around.
    const claimed = await claim({ referenceNumber: ` ${sent.referenceNumber.toLowerCase()} ` });
    expect(claimed.status).toBe(200);
    expect(claimed.body.message).toBe(applicationClaimedMessage(sent.referenceNumber));
    expect(await applicationIdsOf(server, member)).toContain(sent.applicationId);
    // Claimed again by its member: the same answer, no second row.
    expect((await claim({})).status).toBe(200);
    expect(
      (await applicationIdsOf(server, member)).filter((id) => id === sent.applicationId),
    ).toHaveLength(1);
    // Another member, with every answer right: a miss like any other.
    const other = await loginAs(server, 'demo.grace');
    const taken = await claim({}, other);
    expect(taken.status).toBe(404);
    expect(taken.body).toEqual({ message: claimNotFoundMessage });
    const audits = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('member_id', '=', member.memberId)
      .where('action', '=', 'member.claimApplication')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('throttles tries per member', async () => {
    const member = await loginAs(server, 'demo.expired');
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await server.call('application', 'claim', {
        ...member,
        referenceNumber: `MBA-GUESS${String(i).padStart(5, '0')}`,
        email,
        dateOfBirth,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('is linked by staff with a reason, once, and shows in the account', async () => {
    const sent = await sentByVisitor(server);
    const member = await loginAs(server, 'demo.error');
    const link = (reason: string) =>
      server.call('staff', 'linkApplication', {
        adminToken,
        applicationId: sent.applicationId,
        memberId: member.memberId,
        reason,
      });
    expect((await link('  ')).status).toBe(400);
    const linked = await link('Called with the reference number; identity checked');
    expect(linked.status).toBe(200);
    expect(await applicationIdsOf(server, member)).toContain(sent.applicationId);
    const again = await link('Twice');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(alreadyLinkedMessage);
    const audits = await server.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'staff.linkApplication')
      .execute();
    expect(audits.map((row) => row.detail)).toContainEqual(
      expect.objectContaining({
        applicationId: sent.applicationId,
        memberId: member.memberId,
        reason: 'Called with the reference number; identity checked',
      }),
    );
  });

  it('joins the account made from its confirmation, once the e-mail address is confirmed', async () => {
    const address = (name: string) => `${name}.${keys}@example.org`;
    const newcomer = address('new.applicant');
    const answers = { ...data, contact: { ...(data.contact as FormData), email: newcomer } };
    const sent = await sentByVisitor(server, answers);
    // The confirmation's offer: the account filled from the application, the owner's name
    // when it names an owner (who gives no date of birth), else the insured's.
    const owner = data.owner as FormData | undefined;
    const insured = data.insured as FormData;
    expect(sent.account).toEqual(
      owner?.firstName
        ? { firstName: owner.firstName, lastName: owner.lastName, email: newcomer }
        : {
            firstName: insured.firstName,
            lastName: insured.lastName,
            email: newcomer,
            dateOfBirth,
          },
    );
    const registration = (email: string, downloadKey: string) => ({
      dateOfBirth: '05/05/1975',
      ...sent.account,
      email,
      password: 'Applicant#2026',
      passwordConfirmation: 'Applicant#2026',
      application: { applicationId: sent.applicationId, downloadKey },
    });
    // A key that is not the sender's, or another address than the application's: no link.
    const forged = await signUpAndConfirm(
      server,
      registration(address('forger'), sent.downloadKey),
    );
    const wrongKey = await signUpAndConfirm(server, registration(newcomer, 'A'.repeat(43)));
    for (const made of [forged, wrongKey]) {
      const body = made.body as { token: string; member: { _id: string } };
      expect(made.status).toBe(200);
      const credentials = { memberId: body.member._id, memberToken: body.token };
      expect(await applicationIdsOf(server, credentials)).not.toContain(sent.applicationId);
    }
    // The applicant's own sign-up from the confirmation (the first account took the address).
    const other = {
      ...answers,
      contact: { ...(answers.contact as FormData), email: address('own') },
    };
    const own = await sentByVisitor(server, other);
    const made = await signUpAndConfirm(server, {
      dateOfBirth: '05/05/1975',
      ...own.account,
      password: 'Applicant#2026',
      passwordConfirmation: 'Applicant#2026',
      application: { applicationId: own.applicationId, downloadKey: own.downloadKey },
    });
    const body = made.body as { token: string; member: { _id: string } };
    const credentials = { memberId: body.member._id, memberToken: body.token };
    expect(await applicationIdsOf(server, credentials)).toContain(own.applicationId);
  });
});
