import type { SchemaObject } from 'ajv';
import { audit } from '../../auth/audit';
import { authenticatedAdmin, type StaffMember } from '../../auth/staff-session';
import { siteSettings } from '../../settings/site-settings';
import { defineAction, type ActionContext, type ActionDefinition } from '../action';

/** Every staff action's credential: the token of the super-admin's login. */
export const staffCredentialsSchema = {
  adminToken: { type: 'string', minLength: 1, maxLength: 200 },
} as const;

export interface StaffInput {
  adminToken?: string;
}

interface StaffActionDefinition<Data, Result> {
  /** The action's own fields (adminToken is added). */
  properties: Record<string, SchemaObject>;
  required?: readonly string[];
  /** False for actions that only keep the console going (the session check). */
  audited?: boolean;
  /** What the audit row keeps of the input beside the action's name; the input by default. */
  auditDetail?: (data: Data, result: Result) => Record<string, unknown>;
  handle(data: Data, context: ActionContext, admin: StaffMember): Promise<Result>;
}

/**
 * A staff action: refused (401) without a live staff session (a member's token never is one),
 * then done and written to the audit log in one transaction before its answer goes out, so that
 * nothing is shown or changed without its row, and a row that cannot be written undoes the change.
 */
export function staffAction<Data extends StaffInput, Result>(
  name: string,
  definition: StaffActionDefinition<Data, Result>,
): ActionDefinition<Data, Result> {
  return defineAction({
    methods: ['POST'],
    schema: {
      type: 'object',
      required: [...(definition.required ?? [])],
      properties: { ...definition.properties, ...staffCredentialsSchema },
    },
    async handle(data: Data, context) {
      const admin = await authenticatedAdmin(context, data.adminToken);
      if (definition.audited === false) return definition.handle(data, context, admin);
      // Mail and other work after the answer waits for the commit: a change rolled back
      // sends nothing.
      const afterCommit: (() => Promise<void>)[] = [];
      const result = await context.db.transaction().execute(async (trx) => {
        const inTransaction: ActionContext = {
          ...context,
          db: trx,
          // Read through the transaction: PGlite has one connection, which the transaction holds.
          siteSettings: siteSettings(trx, context.config, context.now),
          afterAnswer: {
            run: (task) => afterCommit.push(task),
            settled: () => context.afterAnswer.settled(),
          },
        };
        const changed = await definition.handle(data, inTransaction, admin);
        const { adminToken: _token, ...input } = data;
        await audit(trx, {
          adminId: admin.id,
          action: `staff.${name}`,
          detail: {
            username: admin.username,
            ...(definition.auditDetail ? definition.auditDetail(data, changed) : input),
          },
          at: context.now(),
        });
        return changed;
      });
      for (const task of afterCommit) context.afterAnswer.run(task, context.log);
      return result;
    },
  });
}
