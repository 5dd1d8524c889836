// The wizard's entries in the browser's history: each carries the step it shows and the trail of
// steps this form's entries hold up to it, so Back can leave a finished application in one press
// and the wizard's own Back can be the browser's.

export const historyKey = 'formStep';
const trailKey = 'formTrail';

interface Trail {
  formId: string;
  steps: string[];
}

const isTrail = (value: unknown): value is Trail =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Trail).formId === 'string' &&
  Array.isArray((value as Trail).steps);

const recordOf = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};

/** The steps of this form's entries up to and including this one, if it is one of them. */
export function trailOf(state: unknown, formId: string): string[] | undefined {
  const trail = recordOf(state)[trailKey];
  return isTrail(trail) && trail.formId === formId ? trail.steps : undefined;
}

/**
 * The history state for an entry showing `step`: pushed after the current entry (`push`), or in
 * its place (`replace`: the wizard's first entry, a reload, the submission's states).
 */
export function entryFor(
  current: unknown,
  formId: string,
  step: string,
  how: 'push' | 'replace',
): Record<string, unknown> {
  const before = trailOf(current, formId) ?? [];
  const steps = how === 'push' ? [...before, step] : [...before.slice(0, -1), step];
  return { ...recordOf(current), [historyKey]: step, [trailKey]: { formId, steps } };
}

/** Whether the browser's current entry is where this form showed its confirmation. */
export const confirmationShown = (state: unknown, formId: string): boolean =>
  trailOf(state, formId) !== undefined && recordOf(state)[historyKey] === 'submitted';
