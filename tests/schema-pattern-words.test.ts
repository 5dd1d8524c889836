// Every pattern of the schemas staff edit against has words in validators' patternWords, so a
// finding never shows them a bare regular expression; and no words describe a pattern gone.
import { describe, expect, it } from 'vitest';
import formDefinitionSchema from '../engine/definition/form-definition.schema.json';
import certificatesSchema from '../plans/certificates/certificates.schema.json';
import planCodesSchema from '../plans/schema/plan-codes.schema.json';
import planSchema from '../plans/schema/plan.schema.json';
import { patternWords } from '../validators';

function patternsIn(schema: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) patternsIn(item, found);
  else if (typeof schema === 'object' && schema !== null)
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'pattern' && typeof value === 'string') found.add(value);
      else patternsIn(value, found);
    }
  return found;
}

describe('pattern words', () => {
  const patterns = patternsIn([
    formDefinitionSchema,
    certificatesSchema,
    planCodesSchema,
    planSchema,
  ]);

  it('describe every pattern of the plan, plan-code, certificate and form-definition schemas', () => {
    expect(patterns.size).toBeGreaterThan(10);
    expect([...patterns].filter((pattern) => !(pattern in patternWords))).toEqual([]);
  });

  it('describe no pattern those schemas no longer have', () => {
    expect(Object.keys(patternWords).filter((pattern) => !patterns.has(pattern))).toEqual([]);
  });
});
