import { messages, validateBeneficiaryShares, isRecord } from '../../../validators';
import type { FieldErrors, FormData, JsonSchema } from '../../definition/types';
import { labelOf } from '../page/field-labels';
import { schemaAt, valueAtField } from '../../definition/answer-path';

/** One link of the error summary: what it says, and the field it takes the keyboard to. */
export interface SummaryLink {
  key: string;
  label: string;
  message: string;
  /** Field path of the control the link focuses (a group's: its first control). */
  target: string;
}

/** The lists of the designation at `path` whose shares do not total 100, in schema order. */
function listsOff(schema: JsonSchema, data: FormData, path: string): string[] {
  const designation = schemaAt(schema, path);
  const value = valueAtField(data, path);
  if (!isRecord(designation) || !isRecord(designation.properties) || !isRecord(value)) return [];
  return Object.keys(designation.properties).filter(
    (list) => validateBeneficiaryShares(value[list]) !== undefined,
  );
}

/**
 * The summary's links, one per error in the order given, each named as its field is labelled.
 * The spec has one share message for a whole designation: it becomes a link for each list whose
 * total is off, named after the list and leading to its first share.
 */
export function summaryLinks(
  schema: JsonSchema,
  errors: FieldErrors,
  data: FormData,
): SummaryLink[] {
  return Object.entries(errors).flatMap(([path, message]) => {
    const lists = message === messages.beneficiaryShareTotal ? listsOff(schema, data, path) : [];
    if (lists.length === 0)
      return [{ key: path, label: labelOf(schema, path), message, target: path }];
    return lists.map((list) => ({
      key: `${path}.${list}`,
      label: labelOf(schema, `${path}.${list}`),
      message,
      target: `${path}.${list}.0.sharePercent`,
    }));
  });
}
