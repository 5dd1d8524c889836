import { beforeAll, describe, expect, it } from 'vitest';
import { apis } from '../registry';
import { saveSetting } from '../../settings/site-settings';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAsAdmin, type TestServer } from '../../testing/test-server';
import { staffAction } from './staff-action';

const loneSurrogate = 'Lapsed \ud800';

/** A staff change whose audit row PostgreSQL refuses (a lone surrogate in jsonb). */
const changeWithUnwritableAudit = staffAction('changeWithUnwritableAudit', {
  properties: {},
  async handle(_input, context) {
    await saveSetting(context.db, 'probe', { changed: true }, context.now());
    context.afterAnswer.run(async () => {
      await saveSetting(context.db, 'probe-after', { sent: true }, context.now());
    }, context.log);
    return { changed: true };
  },
  auditDetail: () => ({ note: loneSurrogate }),
});

const auditRows = async (server: TestServer) =>
  (await server.db.selectFrom('audit_log').select('id').execute()).length;

describe.each(databaseTargets())('a staff change and its audit row on %s', (target) => {
  const server = suiteServer(target, {
    apis: { ...apis, probe: { changeWithUnwritableAudit } },
  });
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await loginAsAdmin(server);
  });

  it('refuses a lone surrogate in any free text before anything changes', async () => {
    const before = await auditRows(server);
    const member = await server.db
      .selectFrom('members')
      .select(['id', 'account_status'])
      .executeTakeFirstOrThrow();
    for (const [action, input] of [
      ['changeMemberStatus', { memberId: member.id, status: 'E', reason: loneSurrogate }],
      ['updateAlert', { title: 'Hours', text: loneSurrogate, visible: true }],
      ['decideApplication', { applicationId: 'none', decision: 'reject', reason: loneSurrogate }],
    ] as const) {
      const answer = await server.call('staff', action, { ...input, adminToken });
      expect(answer.status, action).toBe(400);
    }
    const after = await server.db
      .selectFrom('members')
      .select('account_status')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(after.account_status).toBe(member.account_status);
    expect(await auditRows(server)).toBe(before);
  });

  it('undoes the change, and sends nothing, when its audit row cannot be written', async () => {
    const before = await auditRows(server);
    const answer = await server.call('probe', 'changeWithUnwritableAudit', { adminToken });
    expect(answer.status).toBe(500);
    await server.settled();
    const settings = await server.db
      .selectFrom('site_settings')
      .select('key')
      .where('key', 'in', ['probe', 'probe-after'])
      .execute();
    expect(settings).toEqual([]);
    expect(await auditRows(server)).toBe(before);
  });
});
