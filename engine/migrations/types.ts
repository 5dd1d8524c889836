/**
 * One change of a form's shape between a version and the next, as its JSON declares it: an
 * answer moved to another pointer, renamed within its section, or dropped; a step split into
 * several, or several merged into one.
 */
export type AnswerChange =
  | { move: string; to: string }
  | { rename: string; to: string }
  | { drop: string }
  | { splitStep: string; into: string[] }
  | { mergeSteps: string[]; into: string };

/** The changes that lead from the version before to `version`. */
export interface FormMigration {
  version: number;
  changes: AnswerChange[];
}
