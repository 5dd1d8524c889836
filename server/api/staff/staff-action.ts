import type { SchemaObject } from 'ajv';
import { audit } from '../../auth/audit';
import { authenticatedAdmin, type StaffMember } from '../../auth/staff-session';
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
 * then done and written to the audit log before its answer goes out, so that nothing is shown
 * or changed without its row.
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
      const result = await definition.handle(data, context, admin);
      if (definition.audited !== false) {
        const { adminToken: _token, ...input } = data;
        await audit(context.db, {
          adminId: admin.id,
          action: `staff.${name}`,
          detail: {
            username: admin.username,
            ...(definition.auditDetail ? definition.auditDetail(data, result) : input),
          },
          at: context.now(),
        });
      }
      return result;
    },
  });
}
