import Ajv2020 from 'ajv/dist/2020';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import planCodesSchema from '../schema/plan-codes.schema.json';
import planSchema from '../schema/plan.schema.json';
import { applicationTypes, brandIds, typeCodes } from '../../validators';
import {
  insuredKinds,
  planOwnKeys,
  planSettingsKeys,
  policyTerms,
  variantOwnKeys,
} from './plan-config';

// The schema and the hand-written types must describe the same files: same field names, same
// required fields, same enumerations. With every file valid against the schema, every file then
// also has the shape of PlanConfig, which is what catalogue-files.ts relies on.
const ajv = new Ajv2020({ allErrors: true, strict: true });
const validatePlan = ajv.compile(planSchema);
const validatePlanCodes = ajv.compile(planCodesSchema);
const settings = planSchema.$defs.settings.properties;
const keys = (record: object): string[] => Object.keys(record).sort();

describe('plan.schema.json agrees with plan-config.ts', () => {
  it('has the same setting fields', () => {
    expect(keys(settings)).toEqual(keys(planSettingsKeys));
  });

  it('has the same plan-only and variant-only fields', () => {
    expect(keys(planSchema.properties)).toEqual(keys(planOwnKeys));
    expect(keys(planSchema.$defs.variant.properties)).toEqual(keys(variantOwnKeys));
  });

  it('requires what the types require', () => {
    expect([...planSchema.required].sort()).toEqual(['id', 'name', 'soldOnline', 'variants']);
    expect([...planSchema.$defs.variant.required].sort()).toEqual(['id', 'name']);
  });

  it('enumerates the same values', () => {
    expect(settings.applicationType.enum).toEqual([...applicationTypes]);
    expect(settings.brand.enum).toEqual([...brandIds]);
    expect(settings.typeCode.enum).toEqual([...typeCodes]);
    expect(settings.terms.items.enum).toEqual([...policyTerms]);
    expect(planSchema.$defs.variant.properties.insured.enum).toEqual([...insuredKinds]);
    expect(planCodesSchema.properties.planCodes.items.properties.appId.enum).toEqual([
      ...applicationTypes,
    ]);
  });

  it('lists the eleven application types of spec §3', () => {
    expect(applicationTypes).toHaveLength(11);
  });
});

describe('every catalogue file matches its schema', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));

  it.each(files)('%s', (name) => {
    const data: unknown = JSON.parse(readFileSync(`${dir}${name}`, 'utf8'));
    const validate = name === 'plan-codes.json' ? validatePlanCodes : validatePlan;
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses a field the types do not know', () => {
    const data = JSON.parse(readFileSync(`${dir}term-90-plus.json`, 'utf8')) as {
      variants: Record<string, unknown>[];
    };
    data.variants[0] = { ...data.variants[0], maxAge: 60 };
    expect(validatePlan(data)).toBe(false);
  });
});
