import type { FormData, FormDefinition } from '../definition/types';
import { valueAt } from '../definition/answer-path';
import { isRecord } from '../../validators';

/** The ui:widget naming a payment frequency field (codes M, Q, S, A). */
export const paymentFrequencyWidget = 'paymentFrequency';

function pointerIn(uiSchema: unknown, pointer: string): string | undefined {
  if (!isRecord(uiSchema)) return undefined;
  if (uiSchema['ui:widget'] === paymentFrequencyWidget) return pointer;
  for (const [key, child] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:')) continue;
    const found = pointerIn(child, `${pointer}/${key}`);
    if (found) return found;
  }
  return undefined;
}

/** The payment frequency answered, read from the field shown with the paymentFrequency widget. */
export function paymentFrequencyOf(definition: FormDefinition, data: FormData): unknown {
  for (const step of definition.steps) {
    const pointer = pointerIn(step.uiSchema, '');
    if (pointer) return valueAt(data, pointer);
  }
  return undefined;
}
