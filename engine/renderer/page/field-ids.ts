import type { ErrorSchema } from '@rjsf/utils';
import type { FieldErrors, FormData } from '../../definition/types';

/** rjsf's id of a field: 'insured.ssn' → 'root_insured_ssn'. */
export const fieldId = (fieldPath: string): string =>
  ['root', ...fieldPath.split('.').filter(Boolean)].join('_');

/** The field path of an rjsf id: 'root_insured_ssn' → 'insured.ssn'. */
export const fieldPathOfId = (id: string): string => id.split('_').slice(1).join('.');

/** Our field errors in rjsf's error-schema shape, for `extraErrors`. */
export function toErrorSchema(errors: FieldErrors): ErrorSchema<FormData> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    let node = root;
    for (const key of path.split('.').filter(Boolean)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node.__errors = [message];
  }
  return root as ErrorSchema<FormData>;
}
