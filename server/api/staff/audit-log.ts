import { sql } from 'kysely';
import { dayPattern, endOfDay, startOfDay } from './day-bounds';
import { offsetOf, pageOf, pageSchema, pageSize } from './page-of';
import { staffAction, type StaffInput } from './staff-action';

interface AuditQuery extends StaffInput {
  /** Words found in the action's name or its detail (a reference number, a username, a reason). */
  query?: string;
  action?: string;
  from?: string;
  to?: string;
  page?: number;
}

/** The audit log, newest first, searched and paged on the server. Nothing here changes a row. */
export const auditLog = staffAction('auditLog', {
  properties: {
    query: { type: 'string', maxLength: 200 },
    action: { type: 'string', maxLength: 100 },
    from: { type: 'string', anyOf: [{ const: '' }, { pattern: dayPattern }] },
    to: { type: 'string', anyOf: [{ const: '' }, { pattern: dayPattern }] },
    page: pageSchema,
  },
  async handle(input: AuditQuery, context) {
    let query = context.db
      .selectFrom('audit_log')
      .leftJoin('admins', 'admins.id', 'audit_log.admin_id');
    if (input.action) query = query.where('audit_log.action', '=', input.action);
    if (input.from) query = query.where('audit_log.at', '>=', startOfDay(input.from));
    if (input.to) query = query.where('audit_log.at', '<', endOfDay(input.to));
    const text = input.query?.trim();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('audit_log.action', 'ilike', like),
          eb(sql<string>`audit_log.detail::text`, 'ilike', like),
          eb('admins.username', 'ilike', like),
        ]),
      );
    }
    const page = input.page ?? 1;
    const [rows, count, actions] = await Promise.all([
      query
        .select([
          'audit_log.id',
          'audit_log.action',
          'audit_log.detail',
          'audit_log.at',
          'admins.username',
        ])
        .orderBy('audit_log.at', 'desc')
        .orderBy('audit_log.id', 'desc')
        .limit(pageSize)
        .offset(offsetOf(page))
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      context.db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
    ]);
    const items = rows.map((row) => ({
      id: String(row.id),
      action: row.action,
      by: row.username,
      at: row.at.toISOString(),
      detail: row.detail,
    }));
    return { ...pageOf(items, Number(count.n), page), actions: actions.map((a) => a.action) };
  },
  auditDetail: ({ adminToken: _token, ...search }) => search,
});
