import type { FormDefinition } from '../../../engine';
import { planVariant } from '../../../plans';
import { messages } from '../../../validators';
import type { MemberRow } from '../../auth/member-session';
import { ApiError } from '../../http/api-error';

/**
 * Spec §6: plan eligibility depends on member status, per plan. A logged-in member whose status
 * the variant's `memberStatuses` does not list (an expired or terminated membership) is refused
 * before anything is stored; a variant listing none takes every status. An applicant who is not
 * logged in has no status to check.
 */
export function assertMemberMayApply(definition: FormDefinition, member: MemberRow): void {
  const statuses = planVariant(definition.plan.plan, definition.plan.variant)?.memberStatuses;
  if (statuses !== undefined && !statuses.includes(member.account_status))
    throw new ApiError(403, messages.memberStatusNotMatching);
}
