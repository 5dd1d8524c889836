// Apart from the review's answers (./answers.ts): the error summary and the notices on a step
// name fields by these labels on every route, the review only once it is reached.
import { entryOfList, isRecord } from '../../../validators';
import type { JsonSchema } from '../../definition/types';
import { schemaAt } from '../../definition/answer-path';

/**
 * The label of a field path: its schema title, else its last key. A field of a titled list's
 * entry says which entry, as the beneficiaries field labels its inputs: 'Full name (contingent
 * beneficiary 1)', not one 'Full name' for every row.
 */
export function labelOf(schema: JsonSchema, path: string): string {
  const node = schemaAt(schema, path);
  const label =
    isRecord(node) && typeof node.title === 'string' ? node.title : (path.split('.').pop() ?? path);
  const keys = path.split('.');
  const row = keys.findLastIndex((key) => /^\d+$/.test(key));
  if (row < 1 || row === keys.length - 1) return label;
  const list = schemaAt(schema, keys.slice(0, row).join('.'));
  return isRecord(list) && typeof list.title === 'string'
    ? `${label} (${entryOfList(list.title)} ${Number(keys[row]) + 1})`
    : label;
}
