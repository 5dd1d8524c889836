import { describe, expect, it } from 'vitest';
import { certificatesFor } from '../../../plans';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs } from '../../testing/test-server';
import type { CertificateGroup } from './member-certificates';

interface Answer {
  state: string | null;
  groups: CertificateGroup[];
}

describe.each(databaseTargets())("a member's certificates on %s", (target) => {
  const server = suiteServer(target);

  const certificatesOf = async (username: string) =>
    server.call<Answer>('aqua', 'memberCertificates', await loginAs(server, username));

  it("lists the approved plan's documents for the member's state, not the rejected ones", async () => {
    const answer = await certificatesOf('demo.member');
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe('VA');
    expect(answer.body.groups.map((group) => group.product)).toEqual(['Term 90 Plus']);
    const expected = certificatesFor({ product: 'term-90-plus', state: 'VA' }).map((d) => d.link);
    expect(answer.body.groups[0]?.documents.map((d) => d.link)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('gives the National Guard certificate to a National Guard member only', async () => {
    const guard = await certificatesOf('demo.guard');
    // demo.guard's approved National Guard application carries the certificate, given once.
    expect(guard.body.groups).toEqual([
      expect.objectContaining({ product: 'National Guard Group Life' }),
    ]);
    expect(guard.body.groups[0]?.documents.map((d) => d.link)).toContain(
      '/documents/certificates/national-guard-certificate.pdf',
    );
    const expired = await certificatesOf('demo.expired');
    expect(expired.body.groups).toEqual([]);
  });

  it("refuses another member's token", async () => {
    const mine = await loginAs(server, 'demo.member');
    const other = await loginAs(server, 'demo.guard');
    const crossed = await server.call('aqua', 'memberCertificates', {
      memberId: other.memberId,
      memberToken: mine.memberToken,
    });
    expect(crossed.status).toBe(401);
  });
});
