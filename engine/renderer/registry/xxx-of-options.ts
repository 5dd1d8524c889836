/**
 * In place of @rjsf/utils' oneOf/anyOf option matching (getClosestMatchingOption,
 * getFirstMatchingOption, findSelectedOptionInXxxOf) in the browser builds
 * (scripts/build/rjsf-registry-plugin.ts): rjsf calls them only for a schema with oneOf or anyOf,
 * which the catalogue check refuses (engine/definition/renderable-findings.ts).
 */
export default function xxxOfOptions(): never {
  throw new Error(
    'oneOf and anyOf are left out of the form engine (engine/renderer/registry); ' +
      '`npm run check:catalogue` refuses them',
  );
}
