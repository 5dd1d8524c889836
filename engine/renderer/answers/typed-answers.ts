import type { FormData } from '../../definition/types';
import { isRecord } from '../../../validators';

/** `data` with `value` written at the dotted `fieldPath`, sections copied, nothing mutated. */
export function withAnswer(data: FormData, fieldPath: string, value: unknown): FormData {
  return written(data, fieldPath.split('.').filter(Boolean), value) as FormData;
}

/**
 * `node` with `value` at `keys`: a list's entry (a person of a people field, key '0') is
 * written into a copy of the list, anything else into a copy of the section.
 */
function written(node: unknown, [key, ...rest]: string[], value: unknown): unknown {
  if (key === undefined) return node;
  if (Array.isArray(node) && /^\d+$/.test(key)) {
    const out = [...node];
    const index = Number(key);
    out[index] = rest.length === 0 ? value : written(out[index], rest, value);
    return out;
  }
  const out: FormData = { ...(isRecord(node) ? node : {}) };
  if (rest.length > 0) out[key] = written(out[key], rest, value);
  else if (value === undefined) delete out[key];
  else out[key] = value;
  return out;
}

/**
 * What is being typed into this step and not yet handed to rjsf: a text widget keeps its text
 * to itself until blur (so a keystroke re-renders one input, not the form) and reports it here,
 * so Continue, Enter, Back and the widgets that read the answers so far never miss it.
 */
export class TypedAnswers {
  private typed = new Map<string, unknown>();

  set(fieldPath: string, value: unknown): void {
    this.typed.set(fieldPath, value);
  }

  clear(): void {
    this.typed.clear();
  }

  /** `data` with every typed answer written over it. */
  over(data: FormData): FormData {
    let out = data;
    for (const [fieldPath, value] of this.typed) out = withAnswer(out, fieldPath, value);
    return out;
  }
}
