import type { FormData } from '../../definition/types';

/**
 * In place of @rjsf/utils' sanitizeDataForNewSchema in the browser builds
 * (scripts/build/rjsf-registry-plugin.ts). rjsf's Form calls it when a step's resolved schema
 * changes between renders, to drop answers the new schema no longer has; only conditionals make it
 * change (if, dependencies, oneOf, anyOf), and the catalogue check refuses them
 * (engine/definition/renderable-findings.ts), so the answers always fit as they are.
 */
export default function sanitizeDataForNewSchema(
  _validator: unknown,
  _rootSchema: unknown,
  _newSchema: unknown,
  _oldSchema: unknown,
  data: FormData = {},
): FormData {
  return data;
}
