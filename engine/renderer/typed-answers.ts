import type { FormData } from '../definition/types';

const isRecord = (value: unknown): value is FormData =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `data` with `value` written at the dotted `fieldPath`, sections copied, nothing mutated. */
export function withAnswer(data: FormData, fieldPath: string, value: unknown): FormData {
  const [key, ...rest] = fieldPath.split('.').filter(Boolean);
  if (key === undefined) return data;
  const out: FormData = { ...data };
  if (rest.length === 0) {
    if (value === undefined) delete out[key];
    else out[key] = value;
    return out;
  }
  const section = out[key];
  out[key] = withAnswer(isRecord(section) ? section : {}, rest.join('.'), value);
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
