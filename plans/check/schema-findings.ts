import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import { describeSchemaError } from '../../validators';
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

/** Schema errors of one file, as findings with the failing field's JSON pointer. */
export function schemaFindings(file: string, data: unknown, validate: ValidateFunction): Finding[] {
  if (validate(data)) return [];
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const error of validate.errors ?? []) {
    // A oneOf failure repeats its branches' errors; the branch errors alone say what is wrong.
    if (error.keyword === 'oneOf') continue;
    const { pointer, message } = describeSchemaError(error);
    const key = `${pointer} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push({ file, pointer, message });
  }
  return findings;
}
