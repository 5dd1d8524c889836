import type { FormData } from '../definition/types';
import { isRecord } from '../../validators';

/**
 * `data` with every list longer than its schema's `maxItems` cut to one entry more than that: the
 * list is refused for its length all the same, and a request sending thousands of entries costs
 * no more to check, nor its answer more to send, than one sending a few (each entry would have
 * its own errors). The same object when no list is too long.
 */
export function withOversizedListsCut(schema: unknown, data: unknown): unknown {
  if (!isRecord(schema)) return data;
  if (Array.isArray(data)) {
    const max = schema.maxItems;
    const kept = typeof max === 'number' && data.length > max + 1 ? data.slice(0, max + 1) : data;
    let changed = kept !== data;
    const entries = kept.map((entry) => {
      const cut = withOversizedListsCut(schema.items, entry);
      changed ||= cut !== entry;
      return cut;
    });
    return changed ? entries : data;
  }
  if (!isRecord(data) || !isRecord(schema.properties)) return data;
  let out: FormData | undefined;
  for (const [key, property] of Object.entries(schema.properties)) {
    if (!Object.hasOwn(data, key)) continue;
    const cut = withOversizedListsCut(property, data[key]);
    if (cut === data[key]) continue;
    out ??= { ...data };
    out[key] = cut;
  }
  return out ?? data;
}
