import { sql } from 'kysely';
import { formDefinitions } from '../../../forms';
import { states } from '../../../validators';
import { applicantOf } from './application-answers';
import { applicationStatuses } from './application-statuses';
import { dayPattern, endOfDay, startOfDay } from './day-bounds';
import { offsetOf, pageOf, pageSchema, pageSize } from './page-of';
import { staffAction, type StaffInput } from './staff-action';

interface ApplicationsQuery extends StaffInput {
  plan?: string;
  formId?: string;
  status?: string;
  from?: string;
  to?: string;
  state?: string;
  query?: string;
  page?: number;
}

const formTitles = new Map(formDefinitions.map((d) => [d.formId, d.title]));

/** The forms staff filter by, and each plan's forms. */
export function formChoices() {
  return formDefinitions.map((d) => ({ formId: d.formId, title: d.title, plan: d.plan.plan }));
}

/** Applications received, newest first, filtered and paged on the server. */
export const applications = staffAction('applications', {
  properties: {
    plan: { type: 'string', maxLength: 100 },
    formId: { type: 'string', maxLength: 100 },
    status: { type: 'string', enum: ['', ...applicationStatuses] },
    from: { type: 'string', anyOf: [{ const: '' }, { pattern: dayPattern }] },
    to: { type: 'string', anyOf: [{ const: '' }, { pattern: dayPattern }] },
    state: { type: 'string', maxLength: 2 },
    query: { type: 'string', maxLength: 100 },
    page: pageSchema,
  },
  async handle(input: ApplicationsQuery, context) {
    let query = context.db.selectFrom('application_submissions');
    if (input.plan) {
      const forms = formDefinitions.filter((d) => d.plan.plan === input.plan).map((d) => d.formId);
      query = query.where('form_id', 'in', forms.length > 0 ? forms : ['']);
    }
    if (input.formId) query = query.where('form_id', '=', input.formId);
    if (input.status) query = query.where('status', '=', input.status);
    if (input.from) query = query.where('created_at', '>=', startOfDay(input.from));
    if (input.to) query = query.where('created_at', '<', endOfDay(input.to));
    if (input.state) query = query.where(sql<string>`data->'mailing'->>'state'`, '=', input.state);
    const text = input.query?.trim();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('reference_number', 'ilike', like),
          eb(
            sql<string>`concat_ws(' ', data->'insured'->>'firstName', data->'insured'->>'lastName')`,
            'ilike',
            like,
          ),
          eb(sql<string>`data->'contact'->>'email'`, 'ilike', like),
        ]),
      );
    }
    const page = input.page ?? 1;
    const [rows, count] = await Promise.all([
      query
        .select([
          'application_id',
          'reference_number',
          'app_id',
          'form_id',
          'member_id',
          'status',
          'created_at',
          'data',
        ])
        .orderBy('created_at', 'desc')
        .orderBy('application_id')
        .limit(pageSize)
        .offset(offsetOf(page))
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((row) => {
      const applicant = applicantOf(row.data);
      return {
        applicationId: row.application_id,
        referenceNumber: row.reference_number,
        formId: row.form_id,
        formTitle: formTitles.get(row.form_id) ?? row.form_id,
        member: row.member_id !== null,
        status: row.status,
        receivedAt: row.created_at.toISOString(),
        applicant: applicant.name,
        state: applicant.state,
      };
    });
    return {
      ...pageOf(items, Number(count.n), page),
      filters: {
        forms: formChoices(),
        plans: [...new Set(formDefinitions.map((d) => d.plan.plan))],
        statuses: applicationStatuses,
        states: states.map((s) => ({ code: s.code, name: s.name })),
      },
    };
  },
  // A list shows names: which filters were used is what the log keeps.
  auditDetail: ({ adminToken: _token, ...filters }, result) => ({
    ...filters,
    shown: result.items.length,
  }),
});
