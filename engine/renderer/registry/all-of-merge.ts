/**
 * In place of @rjsf/utils' shallowAllOfMerge (and the @x0k/json-schema-merge library behind it)
 * in the browser builds (scripts/build/rjsf-registry-plugin.ts). rjsf calls it only for a schema
 * with `allOf`, written or made from `patternProperties`, and the catalogue check refuses both.
 */
export default function allOfMerge(): never {
  throw new Error(
    'allOf is left out of the form engine (engine/renderer/registry); ' +
      '`npm run check:catalogue` refuses allOf and patternProperties',
  );
}
