import { sql } from 'kysely';
import { offsetOf, pageOf, pageSchema, pageSize } from './page-of';
import { staffAction, type StaffInput } from './staff-action';

interface MembersQuery extends StaffInput {
  /** A name, e-mail address, username, member id or mbaId. */
  query: string;
  page?: number;
}

/** Members found by name, e-mail, username, member id or mbaId, paged on the server. */
export const members = staffAction('members', {
  properties: { query: { type: 'string', minLength: 1, maxLength: 100 }, page: pageSchema },
  required: ['query'],
  async handle(input: MembersQuery, context) {
    const text = input.query.trim();
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const query = context.db
      .selectFrom('members')
      .where((eb) =>
        eb.or([
          eb(sql<string>`concat_ws(' ', first_name, last_name)`, 'ilike', like),
          eb('email', 'ilike', like),
          eb('username', 'ilike', like),
          eb(sql<string>`profile->>'memberId'`, '=', text),
          eb(sql<string>`profile->>'mbaId'`, '=', text),
          eb('id', '=', text),
        ]),
      );
    const page = input.page ?? 1;
    const [rows, count] = await Promise.all([
      query
        .select(['id', 'first_name', 'last_name', 'email', 'username', 'account_status', 'profile'])
        .orderBy('last_name')
        .orderBy('first_name')
        .orderBy('id')
        .limit(pageSize)
        .offset(offsetOf(page))
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((row) => ({
      _id: row.id,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      username: row.username,
      memberId: row.profile.memberId ?? null,
      mbaId: row.profile.mbaId ?? null,
      accountStatus: row.account_status,
    }));
    return pageOf(items, Number(count.n), page);
  },
  auditDetail: (input, result) => ({ query: input.query, page: result.page, found: result.total }),
});
