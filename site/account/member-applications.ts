import type { UserData } from '../api';

/** One application as getUser lists it (server/members/user-data.ts). */
export interface MemberApplication {
  readonly _id: string;
  readonly policy: Readonly<Record<string, unknown>> & { readonly type: string };
  readonly status: string;
  readonly createdAt?: string;
}

function isApplication(value: unknown): value is MemberApplication {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<MemberApplication>;
  return (
    typeof candidate._id === 'string' &&
    typeof candidate.status === 'string' &&
    typeof candidate.policy?.type === 'string'
  );
}

/** getUser's applications, normalised by type (spec 3), as one list. */
export function applicationsOf(data: UserData): MemberApplication[] {
  const byType = data.applications;
  if (typeof byType !== 'object' || byType === null) return [];
  return Object.values(byType).flatMap((list: unknown) =>
    Array.isArray(list) ? list.filter(isApplication) : [],
  );
}

/** The coverage in force: approved applications. */
export function approvedApplications(data: UserData): MemberApplication[] {
  return applicationsOf(data).filter((application) => application.status === 'approved');
}
