import { describe, expect, it } from 'vitest';
import { entryRemoved, fieldChecked, noStepErrors, refusedStep } from './step-errors';

const required = 'This field is required.';
const tooLong = 'Too long.';

describe("a step's errors", () => {
  it('shows every error of a refused Continue under its field and in the summary', () => {
    expect(refusedStep({ 'insured.ssn': required })).toEqual({
      shown: { 'insured.ssn': required },
      summary: { 'insured.ssn': required },
    });
  });

  it('leaves a field tabbed past unanswered alone on blur, in an application', () => {
    expect(fieldChecked(noStepErrors, 'insured.ssn', required, true)).toBe(noStepErrors);
    // Outside an application (a member's form), its error shows at once.
    expect(fieldChecked(noStepErrors, 'insured.ssn', required).shown).toEqual({
      'insured.ssn': required,
    });
  });

  it('updates or clears an error already shown, and leaves the summary as Continue left it', () => {
    const refused = refusedStep({ 'insured.ssn': required });
    const updated = fieldChecked(refused, 'insured.ssn', tooLong, false);
    expect(updated).toEqual({ shown: { 'insured.ssn': tooLong }, summary: refused.summary });
    expect(fieldChecked(updated, 'insured.ssn', undefined, true)).toEqual({
      shown: {},
      summary: refused.summary,
    });
  });

  it('is the same errors when a field with none shown passes, so nothing is drawn again', () => {
    expect(fieldChecked(noStepErrors, 'insured.ssn', undefined, false)).toBe(noStepErrors);
  });

  it('moves the errors below a removed list entry up with their entries', () => {
    const errors = refusedStep({
      'beneficiaries.primary.0.name': required,
      'beneficiaries.primary.2.share': tooLong,
    });
    expect(entryRemoved(errors, 'beneficiaries.primary', 0)).toEqual(
      refusedStep({ 'beneficiaries.primary.1.share': tooLong }),
    );
    expect(entryRemoved(errors, 'beneficiaries.contingent', 0)).toBe(errors);
  });
});
