import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(databaseTargets())('one account per e-mail address on %s', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  }, 180_000);
  afterAll(async () => server?.close());

  it('logs in with an e-mail address to the account owning it, never one named after it', async () => {
    const squat = server.db
      .updateTable('members')
      .set({ username: 'demo.guard@example.com' })
      .where('username', '=', 'demo.uninsured')
      .execute();
    await expect(squat).rejects.toThrow(/members_username_no_at/);
    const answer = await server.call<{ member: { username: string } }>('aqua', 'login', {
      username: 'Demo.Guard@EXAMPLE.com',
      password: 'Member#2025',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.member.username).toBe('demo.guard');
  });
});
