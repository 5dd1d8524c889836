// Saved answers brought to today's form: each form's versions, the migrations its JSON declares
// between them, and the shape (steps, answer pointers) the version lock records.
export {
  migrateSavedAnswers,
  type SavedAnswers,
  type MigratedAnswers,
} from './migrate-saved-answers';
export { formVersionOf } from './form-version';
export { answerMove } from './answer-changes';
export { formShape, shapeText, type FormShape } from './form-shape';
export type { AnswerChange, FormMigration } from './types';
