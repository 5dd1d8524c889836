import { describe, expect, it } from 'vitest';
import { applicationTypes, brandIds, typeCodes } from '../../validators';
import { formDefinitionSchema } from './definition-schema';
import definitionFile from './form-definition.schema.json';
import { templates } from './types';

const enumOf = (key: string): unknown =>
  (formDefinitionSchema.properties as Record<string, { enum?: unknown }>)[key]?.enum;

describe('the form definition schema', () => {
  it("offers the same lists as the engine's types (a form's branding is a plan's brand)", () => {
    expect(enumOf('branding')).toEqual([...brandIds]);
    expect(enumOf('typeCode')).toEqual([...typeCodes]);
    expect(enumOf('template')).toEqual([...templates]);
    expect(enumOf('applicationType')).toEqual([...applicationTypes]);
  });

  it('takes the application types and brands from validators/, not from its own file', () => {
    const text = JSON.stringify(definitionFile);
    for (const name of [...applicationTypes, ...brandIds]) expect(text).not.toContain(`"${name}"`);
  });
});
