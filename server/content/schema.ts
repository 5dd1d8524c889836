import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FrontMatter } from './types';

const schemaUrl = new URL('../../content/front-matter.schema.json', import.meta.url);

let compiled: ValidateFunction<FrontMatter> | undefined;

function validator(): ValidateFunction<FrontMatter> {
  if (!compiled) {
    const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
    addFormats(ajv, ['date']);
    compiled = ajv.compile<FrontMatter>(JSON.parse(readFileSync(schemaUrl, 'utf8')) as object);
  }
  return compiled;
}

function describe(error: ErrorObject): string {
  const at = error.instancePath === '' ? 'front matter' : error.instancePath.slice(1);
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty?: string }).additionalProperty;
    return `${at}: unknown field "${extra ?? ''}"`;
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return `${at}: must be one of ${allowed.join(', ')}`;
  }
  return `${at} ${error.message ?? 'is not valid'}`;
}

/** The schema's findings on one front matter; none when it conforms. */
export function frontMatterFindings(frontMatter: unknown): string[] {
  const validate = validator();
  if (validate(frontMatter)) return [];
  // An if/then's own "must match then" repeats the missing field it already reported.
  return (validate.errors ?? []).filter((error) => error.keyword !== 'if').map(describe);
}

export const isFrontMatter = (frontMatter: unknown): frontMatter is FrontMatter =>
  validator()(frontMatter);
