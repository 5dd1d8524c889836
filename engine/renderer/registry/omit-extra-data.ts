/**
 * In place of @rjsf/utils' omitExtraData in the browser builds
 * (scripts/build/rjsf-registry-plugin.ts): rjsf's Form calls it only when given `omitExtraData`,
 * which the wizard never sets, so its code (and what it alone needs) stays out of every application
 * page. The module's other exports, which rjsf's Form keeps as deprecated methods, are rjsf's own.
 */
export {
  getFieldNames,
  getUsedFormData,
  isValueEmpty,
} from '@rjsf/utils/lib/schema/omitExtraData.js';

export default function omitExtraData(): never {
  throw new Error(
    "rjsf's omitExtraData is left out of the form engine (engine/renderer/registry); " +
      'the wizard never sets omitExtraData',
  );
}
