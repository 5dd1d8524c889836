import { findState, formatUsd, isRecord } from '../../../validators';
import type { FormData, StepDefinition } from '../../definition/types';

export interface Answer {
  path: string;
  label: string;
  text: string;
}

function display(
  schema: Record<string, unknown>,
  uiSchema: Record<string, unknown> | undefined,
  value: unknown,
): string {
  // Sensitive answers show their last four, unless that would be all of it (a card's CVV).
  if (schema.sensitive === true && typeof value === 'string')
    return value.replace(/\D/g, '').length > 4
      ? `ending in ${value.slice(-4)}`
      : 'Entered (not shown)';
  if (schema.format === 'switcher' || schema.format === 'confirmation')
    return value === '1' ? 'Yes' : 'No';
  if (Array.isArray(schema.enum)) {
    const names = uiSchema?.['ui:enumNames'];
    const index = schema.enum.indexOf(value);
    if (Array.isArray(names) && index >= 0 && typeof names[index] === 'string') return names[index];
  }
  if (uiSchema?.['ui:widget'] === 'coverage') return formatUsd(value);
  // The state is chosen by name from a list; its two-letter code is for the records.
  if (schema.format === 'state') return findState(value)?.name ?? String(value);
  if (Array.isArray(value)) {
    return value
      .map((entry) =>
        isRecord(entry) ? Object.values(entry).filter(Boolean).join(', ') : String(entry),
      )
      .join('; ');
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A list's title as one of its entries: 'Primary beneficiaries' → 'Primary beneficiary'. */
const singular = (title: string): string => title.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');

/**
 * A beneficiary designation, one answer per beneficiary: 'Jane Doe, Spouse, 50%'. The share is
 * a percentage; read as bare text it would say '50'.
 */
function beneficiaryAnswers(
  schema: Record<string, unknown>,
  value: Record<string, unknown>,
  path: string[],
): Answer[] {
  const lists = isRecord(schema.properties) ? schema.properties : {};
  return Object.entries(lists).flatMap(([key, list]) => {
    const entries = value[key];
    if (!Array.isArray(entries)) return [];
    const title = isRecord(list) && typeof list.title === 'string' ? list.title : key;
    return entries.filter(isRecord).map((entry, i) => ({
      path: [...path, key, String(i)].join('.'),
      label: `${singular(title)} ${i + 1}`,
      text: [
        entry.name,
        entry.relationship,
        entry.sharePercent === undefined ? undefined : `${String(entry.sharePercent)}%`,
      ]
        .filter((part) => typeof part === 'string' && part !== '')
        .join(', '),
    }));
  });
}

/**
 * A list of people or things, one answer per entry, each of its answers by its label in schema
 * order: 'Family member 1: Child, Sam, Lee, Male, 04/02/2015'.
 */
function entryAnswers(
  items: Record<string, unknown>,
  uiSchema: Record<string, unknown>,
  entries: unknown[],
  path: string[],
): Answer[] {
  const properties = isRecord(items.properties) ? items.properties : {};
  const itemsUi = isRecord(uiSchema.items) ? uiSchema.items : {};
  const title = typeof items.title === 'string' ? items.title : 'Entry';
  return entries.map((entry, i) => ({
    path: [...path, String(i)].join('.'),
    label: `${title} ${i + 1}`,
    text: isRecord(entry)
      ? Object.entries(properties)
          .filter(([key]) => entry[key] !== undefined && entry[key] !== '')
          .map(([key, schema]) =>
            isRecord(schema)
              ? display(schema, isRecord(itemsUi[key]) ? itemsUi[key] : undefined, entry[key])
              : '',
          )
          .filter((part) => part !== '')
          .join(', ')
      : '',
  }));
}

/** Every answer of a step, in schema order, labelled, sensitive ones shown by their last four. */
export function answersOf(step: StepDefinition, data: FormData): Answer[] {
  const out: Answer[] = [];
  const walk = (schema: unknown, uiSchema: unknown, value: unknown, path: string[]) => {
    if (!isRecord(schema)) return;
    const ui = isRecord(uiSchema) ? uiSchema : undefined;
    if (isRecord(schema.properties) && isRecord(value) && !Array.isArray(schema.items)) {
      for (const [key, sub] of Object.entries(schema.properties)) {
        if (value[key] === undefined) continue;
        const subValue = value[key];
        if (isRecord(sub) && sub.beneficiaryShares !== undefined && isRecord(subValue)) {
          out.push(...beneficiaryAnswers(sub, subValue, [...path, key]));
        } else if (isRecord(sub) && isRecord(sub.properties) && isRecord(subValue)) {
          walk(sub, ui?.[key], subValue, [...path, key]);
        } else if (
          isRecord(sub) &&
          isRecord(sub.items) &&
          isRecord(sub.items.properties) &&
          Array.isArray(subValue)
        ) {
          out.push(
            ...entryAnswers(sub.items, isRecord(ui?.[key]) ? ui[key] : {}, subValue, [
              ...path,
              key,
            ]),
          );
        } else if (isRecord(sub)) {
          const text = display(
            sub,
            isRecord(ui?.[key]) ? (ui?.[key] as Record<string, unknown>) : undefined,
            subValue,
          );
          out.push({
            path: [...path, key].join('.'),
            label: typeof sub.title === 'string' ? sub.title : key,
            text,
          });
        }
      }
    }
  };
  walk(step.schema, step.uiSchema, data, []);
  return out;
}
