// Spec §3 analytics item for every form, whatever its plan: the item a step pushes names the
// form, its application type and brand from the catalogue, and the plan's schedule.
import { describe, expect, it } from 'vitest';
import { analyticsItem } from '../engine';
import { planVariant } from '../plans';
import { formDefinitions, plansRules } from '.';

describe('the analytics item of every form', () => {
  it.each(formDefinitions.map((definition) => [definition.formId, definition] as const))(
    '%s: form id, application type, brand and schedule from the catalogue',
    (_formId, definition) => {
      const variant = planVariant(definition.plan.plan, definition.plan.variant);
      const [first] = definition.steps;
      const item = analyticsItem(definition, first?.id ?? '', {
        premium: 12.5,
        schedule: plansRules.schedule?.(definition.plan),
        applicationId: 'MBA-0000000001',
      });
      expect(item).toEqual({
        formId: variant?.application?.formId,
        appId: variant?.applicationType,
        brand: variant?.brand,
        step: first?.id,
        premium: 12.5,
        ...(variant?.schedule ? { schedule: variant.schedule } : {}),
        applicationId: 'MBA-0000000001',
      });
    },
  );
});
