import type { FieldErrors, JsonSchema } from '../../definition/types';
import { isRecord } from '../../../validators';

/** Where a property shows among its siblings: `ui:order` first (its '*' standing for the rest). */
function propertyIndex(schema: Record<string, unknown>, ui: unknown, key: string): number {
  const keys = isRecord(schema.properties) ? Object.keys(schema.properties) : [];
  const order = isRecord(ui) && Array.isArray(ui['ui:order']) ? ui['ui:order'] : undefined;
  if (!order) return keys.indexOf(key);
  const listed = order.filter((name): name is string => typeof name === 'string' && name !== '*');
  const rest = keys.filter((name) => !listed.includes(name));
  const star = order.indexOf('*');
  const shown = [...listed];
  shown.splice(star < 0 ? listed.length : star, 0, ...rest);
  return shown.indexOf(key);
}

/** A field path's position on the page, as indexes from the step down to the field. */
function positionOf(schema: JsonSchema, uiSchema: JsonSchema | undefined, path: string): number[] {
  const position: number[] = [];
  let node: unknown = schema;
  let ui: unknown = uiSchema;
  for (const key of path.split('.').filter(Boolean)) {
    if (!isRecord(node)) break;
    if (/^\d+$/.test(key) && isRecord(node.items)) {
      position.push(Number(key));
      node = node.items;
      ui = isRecord(ui) ? ui.items : undefined;
      continue;
    }
    const index = propertyIndex(node, ui, key);
    // A key the schema does not show (a whole-step rule) comes after the fields.
    position.push(index < 0 ? Number.MAX_SAFE_INTEGER : index);
    node = isRecord(node.properties) ? node.properties[key] : undefined;
    ui = isRecord(ui) ? ui[key] : undefined;
  }
  return position;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  // A group's own error (the beneficiaries' total) before the errors of its fields.
  return a.length - b.length;
}

/**
 * The errors in the order their fields show on the page, so the summary reads top to bottom
 * whatever the order the rules found them in (missing answers first, then formats and keywords).
 */
export function inPageOrder(
  schema: JsonSchema,
  uiSchema: JsonSchema | undefined,
  errors: FieldErrors,
): FieldErrors {
  const positioned = Object.entries(errors).map(
    ([path, message]) => [path, message, positionOf(schema, uiSchema, path)] as const,
  );
  positioned.sort((a, b) => compare(a[2], b[2]));
  return Object.fromEntries(positioned.map(([path, message]) => [path, message]));
}
