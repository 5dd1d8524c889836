import { describe, expect, it } from 'vitest';
import definitionSchema from './form-definition.schema.json';
import { applicationTypes, brandIds, typeCodes } from '../../validators';
import { templates } from './types';

const enumOf = (key: string): unknown =>
  (definitionSchema.properties as Record<string, { enum?: unknown }>)[key]?.enum;

describe('the form definition schema', () => {
  it("offers the same lists as the engine's types (a form's branding is a plan's brand)", () => {
    expect(enumOf('branding')).toEqual([...brandIds]);
    expect(enumOf('typeCode')).toEqual([...typeCodes]);
    expect(enumOf('template')).toEqual([...templates]);
    expect(enumOf('applicationType')).toEqual([...applicationTypes]);
  });
});
