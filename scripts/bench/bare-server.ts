// The baseline of `npm run bench:server`: Fastify alone, no schema, hooks or logging, running the
// same SQL as getUser and login (same statements, same parameters, same rows). getUser's statements
// are the server's own prepared queries (compiled once), so the two differ only in the framework
// around the queries.
import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { applicationsOf, memberOfLiveSession, votesOf, type Database } from '../../server';

export async function startBareBaseline(db: Kysely<Database>, electionId: string) {
  const app = Fastify();
  app.get('/getUser', async (request, reply) => {
    const { memberId, memberToken } = request.query as Record<string, string>;
    const hash = createHash('sha256')
      .update(memberToken ?? '')
      .digest('hex');
    const [member] = await memberOfLiveSession(db, hash, memberId ?? '', new Date());
    if (member === undefined) return reply.code(401).send({ message: 'no session' });
    const [applications, votes] = await Promise.all([
      applicationsOf(db, memberId ?? ''),
      votesOf(db, memberId ?? '', electionId),
    ]);
    return { member, applications, voted: votes.length > 0 };
  });
  app.post('/login', async (request, reply) => {
    const body = request.body as { data: { username: string; password: string } };
    const member = await db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', body.data.username)
      .executeTakeFirst();
    if (member === undefined || !(await verify(member.password_hash, body.data.password))) {
      return reply.code(401).send({ message: 'bad credentials' });
    }
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('sessions')
      .values({
        token_hash: createHash('sha256').update(token).digest('hex'),
        member_id: member.id,
        admin_id: null,
        expires_at: new Date(Date.now() + 30 * 86400 * 1000),
      })
      .execute();
    return { token, member };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
