import Ajv, { _ } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { formats } from './keyword-runtime';
import { addCustomKeywords } from './keywords';
import type { PlanRules } from './plan-rules';

export interface AjvOptions {
  /** Generate source for AJV standalone code (build time), instead of only running it. */
  standalone?: boolean;
  /** How compiled code names the keyword runtime module (standalone code imports it). */
  runtimeModule?: string;
}

export const defaultRuntimeModule = 'engine-keyword-runtime';

/**
 * The one AJV factory: ajv-formats, ajv-errors, the validators' formats and the custom plan
 * keywords. The browser never calls it: it loads code this factory generated at build time.
 */
export function createAjv(rules: PlanRules, options: AjvOptions = {}): Ajv {
  const runtimeModule = options.runtimeModule ?? defaultRuntimeModule;
  const ajv = new Ajv({
    allErrors: true,
    // The code built for the browser leaves AJV's English messages out (about 0.7 KB of an
    // application route): the messages shown are the spec's, from validators/ (field-errors.ts).
    messages: !options.standalone,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    code: options.standalone
      ? { source: true, esm: true, lines: false, formats: _`require(${runtimeModule}).formats` }
      : {},
  });
  addFormats(ajv);
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  addErrors(ajv);
  addCustomKeywords(ajv, rules, runtimeModule);
  return ajv;
}
