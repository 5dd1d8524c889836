import type { QuickStepContinuation } from './types';

export type ContinuationKind = 'member' | 'spouse';

/**
 * The full application a completed Quick Step continues with: the spouse application when the
 * answers make the applicant a spouse (`spouseWhen`), else the member's. A Quick Step sold to
 * members only names no spouse application and always continues as a member.
 */
export function continuation(
  quickStep: QuickStepContinuation,
  asSpouse: boolean,
): { kind: ContinuationKind; formId: string } {
  const app = quickStep.fullAppFormId;
  if (app.member === undefined) return { kind: 'spouse', formId: app.spouse };
  return asSpouse && app.spouse !== undefined
    ? { kind: 'spouse', formId: app.spouse }
    : { kind: 'member', formId: app.member };
}

/**
 * What the check says of a Quick Step that tells a spouse apart (`spouseWhen`) or seeds a
 * spouse's answers but names no spouse application to continue with: a spouse would be sent to
 * the member's.
 */
export function spouseContinuationFindings(
  path: string,
  quickStep: QuickStepContinuation | undefined,
): string[] {
  if (!quickStep || quickStep.fullAppFormId.spouse !== undefined) return [];
  const spouseOnly = [
    ['/quickStep/spouseWhen', quickStep.spouseWhen],
    ['/quickStep/seed/spouse', quickStep.seed?.spouse],
  ] as const;
  return spouseOnly
    .filter(([, value]) => value !== undefined)
    .map(
      ([pointer]) =>
        `${path}: ${pointer} is for a spouse, but /quickStep/fullAppFormId names no spouse application`,
    );
}
