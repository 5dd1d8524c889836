import { describe, expect, it } from 'vitest';
import { sensitivePaths, type FormData, type JsonSchema } from '../../../engine';
import { isRecord } from '../../../validators';
import { ssnCipher } from '../../auth/ssn-cipher';
import { sampleApplication } from '../../testing/sample-application';
import { testSsnKey } from '../../testing/test-server';
import { answerSections } from './application-answers';

const cipher = ssnCipher(testSsnKey);
const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const insured = sample.data.insured as FormData;
// As the server stores it: the SSN encrypted, the card as the gateway's token and last four.
const stored: FormData = {
  ...sample.data,
  insured: { ...insured, ssn: cipher.encrypt(String(insured.ssn)) },
  card: {
    token: 'tok_secret',
    brand: 'visa',
    last4: '1111',
    expiry: '12/2030',
    checkedAt: '2026-12-02T14:05:00.000Z',
  },
};
const sections = answerSections(
  sample.definition,
  stored,
  sensitivePaths(sample.definition),
  cipher,
);
const lines = sections.flatMap((section) => section.lines);

/** Every answer of the form that is a choice, by its path, with the labels of its choices. */
function choicesOf(schema: unknown, uiSchema: unknown, path: string[], out: Map<string, string[]>) {
  if (!isRecord(schema)) return;
  const ui = isRecord(uiSchema) ? uiSchema : {};
  if (Array.isArray(schema.enum) && Array.isArray(ui['ui:enumNames']))
    out.set(path.join('.'), ui['ui:enumNames'] as string[]);
  if (isRecord(schema.properties))
    for (const [key, sub] of Object.entries(schema.properties as Record<string, JsonSchema>))
      choicesOf(sub, ui[key], [...path, key], out);
}

describe("staff read an application's answers", () => {
  it('as the applicant chose them: each choice by its label, never its code', () => {
    const choices = new Map<string, string[]>();
    for (const step of sample.definition.steps) choicesOf(step.schema, step.uiSchema, [], choices);
    const chosen = lines.filter((line) => choices.has(line.path));
    // Branch, duty status, gender, tobacco, owner, payment method and frequency at least.
    expect(chosen.length).toBeGreaterThanOrEqual(5);
    for (const line of chosen) expect(choices.get(line.path), line.path).toContain(line.value);
  });

  it('in the order asked: first name before last name, in each step', () => {
    const paths = lines.map((line) => line.path);
    expect(paths.indexOf('insured.firstName')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('insured.firstName')).toBeLessThan(paths.indexOf('insured.lastName'));
    for (const line of lines) expect(line.label, line.path).not.toMatch(/^\s|^of /);
  });

  it('with the SSN masked to its last four and the card by its last four, no token', () => {
    expect(lines.find((line) => line.path === 'insured.ssn')).toEqual({
      path: 'insured.ssn',
      label: expect.any(String),
      value: `***-**-${String(insured.ssn).slice(-4)}`,
      masked: true,
    });
    expect(lines.find((line) => line.path === 'card.last4')?.value).toBe('1111');
    expect(JSON.stringify(sections)).not.toContain('tok_secret');
    expect(JSON.stringify(sections)).not.toContain(String(insured.ssn));
  });

  it("with the card's check by its bank, in the association's time", () => {
    expect(lines.find((line) => line.path === 'card.checkedAt')).toEqual({
      path: 'card.checkedAt',
      label: 'Credit card: Card check',
      value: "Approved by the card's bank, nothing charged (Dec 2, 2026, 9:05 AM)",
    });
    const unchecked = answerSections(
      sample.definition,
      { ...stored, card: { token: 'tok_secret', brand: 'visa', last4: '1111' } },
      sensitivePaths(sample.definition),
      cipher,
    );
    expect(JSON.stringify(unchecked)).not.toContain('Card check');
  });
});
