// Spec §3: payment frequencies Q, S and A; §5: a frequency must come from that list.
import { describe, expect, it } from 'vitest';
import { runtimeValidators } from '../engine';
import { formDefinitions, plansRules } from '../forms';

describe('the payment frequency', () => {
  // A fixed-price plan's payment step asks no frequency: the catalogue sets its renewal period.
  const asksFrequency = (schema: unknown): boolean =>
    JSON.stringify(schema).includes('"frequency":');
  it.each(
    formDefinitions.filter((d) =>
      d.steps.some((s) => s.id === 'payment' && asksFrequency(s.schema)),
    ),
  )('$formId: offers Q, S and A only', (definition) => {
    const validators = runtimeValidators(definition, plansRules);
    const errorsFor = (frequency: string) =>
      validators.validateStep('payment', { payment: { method: 'check', frequency } });
    for (const frequency of ['Q', 'S', 'A'])
      expect(errorsFor(frequency)['payment.frequency']).toBeUndefined();
    for (const frequency of ['M', 'W', ''])
      expect(errorsFor(frequency)['payment.frequency']).toEqual(expect.any(String));
  });
});
