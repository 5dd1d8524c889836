import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import certificatesSchema from '../certificates/certificates.schema.json';
import planCodesSchema from '../schema/plan-codes.schema.json';
import planSchema from '../schema/plan.schema.json';
import type { Finding } from './finding';

export interface SchemaValidators {
  plan: ValidateFunction;
  planCodes: ValidateFunction;
  /** plans/certificates/data/documents.json */
  certificateDocuments: ValidateFunction;
  /** plans/certificates/data/products/<id>.json */
  certificateProduct: ValidateFunction;
}

function definition(ajv: Ajv2020, name: string): ValidateFunction {
  const validate = ajv.getSchema(`${certificatesSchema.$id}#/$defs/${name}`);
  if (!validate) throw new Error(`certificates.schema.json has no definition ${name}`);
  return validate;
}

let compiled: SchemaValidators | undefined;

/** Compiled once, on first use, so importing plans/ costs nothing where nobody checks. */
export function schemaValidators(): SchemaValidators {
  if (!compiled) {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    // The certificate schema requires set keys in if/then branches, where strict mode wants
    // every required key declared again; the rest of strict mode still applies to it.
    const certificatesAjv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
    certificatesAjv.addSchema(certificatesSchema);
    compiled = {
      plan: ajv.compile(planSchema),
      planCodes: ajv.compile(planCodesSchema),
      certificateDocuments: definition(certificatesAjv, 'documentsFile'),
      certificateProduct: definition(certificatesAjv, 'productFile'),
    };
  }
  return compiled;
}

function describe(error: ErrorObject): { pointer: string; message: string } {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'unevaluatedProperties' || error.keyword === 'additionalProperties') {
    const field = String(params.unevaluatedProperty ?? params.additionalProperty);
    return { pointer: `${error.instancePath}/${field}`, message: `unknown field "${field}"` };
  }
  if (error.keyword === 'required') {
    const field = String(params.missingProperty);
    return {
      pointer: `${error.instancePath}/${field}`,
      message: `required field "${field}" is missing`,
    };
  }
  if (error.keyword === 'enum') {
    const allowed = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value));
    return { pointer: error.instancePath, message: `must be one of ${allowed.join(', ')}` };
  }
  return { pointer: error.instancePath, message: error.message ?? error.keyword };
}

/** Schema errors of one file, as findings with the failing field's JSON pointer. */
export function schemaFindings(file: string, data: unknown, validate: ValidateFunction): Finding[] {
  if (validate(data)) return [];
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const error of validate.errors ?? []) {
    // A oneOf failure repeats its branches' errors; the branch errors alone say what is wrong.
    if (error.keyword === 'oneOf') continue;
    const { pointer, message } = describe(error);
    const key = `${pointer} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push({ file, pointer, message });
  }
  return findings;
}
