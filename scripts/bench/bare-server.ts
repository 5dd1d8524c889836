// The baseline of `npm run bench:server`: Fastify alone, no schema, hooks or logging, running the
// same SQL as getUser and login (same statements, same parameters, same rows). getUser's statements
// are compiled once, as the server's are (preparedQuery), so the two differ only in the framework
// around the queries.
import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { preparedQuery, type Database } from '../../server';

const liveSessionMember = preparedQuery((db, hash: string, memberId: string, now: Date) =>
  db
    .selectFrom('members')
    .innerJoin('sessions', 'sessions.member_id', 'members.id')
    .selectAll('members')
    .where('sessions.token_hash', '=', hash)
    .where('members.id', '=', memberId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now),
);
const applicationsOf = preparedQuery((db, memberId: string) =>
  db.selectFrom('applications').selectAll().where('member_id', '=', memberId).orderBy('created_at'),
);
const votesOf = preparedQuery((db, memberId: string, election: string) =>
  db
    .selectFrom('votes')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('election_id', '=', election),
);

export async function startBareBaseline(db: Kysely<Database>, electionId: string) {
  const app = Fastify();
  app.get('/getUser', async (request, reply) => {
    const { memberId, memberToken } = request.query as Record<string, string>;
    const hash = createHash('sha256')
      .update(memberToken ?? '')
      .digest('hex');
    const [member] = await liveSessionMember(db, hash, memberId ?? '', new Date());
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
