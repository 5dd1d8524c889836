import type { RegistryFieldsType } from '@rjsf/utils';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { leftOut } from './left-out';

/** rjsf's fields the engine's schemas never reach (the catalogue check refuses what needs them). */
const leftOutFields = [
  'AnyOfField',
  'ArrayField',
  'BooleanField',
  'CyclicSchemaField',
  'FallbackField',
  'LayoutGridField',
  'LayoutHeaderField',
  'LayoutMultiSchemaField',
  'NullField',
  'OneOfField',
  'OptionalDataControlsField',
];

/**
 * In place of @rjsf/core's components/fields/index.js in the browser builds
 * (scripts/build/rjsf-registry-plugin.ts): objects, strings and numbers; arrays only inside one of
 * our own fields (`ui:field`). Every other name rjsf looks up shows its "unsupported field" note.
 */
export default function fields(): RegistryFieldsType {
  return {
    ...Object.fromEntries(leftOutFields.map((name) => [name, leftOut(name)])),
    NumberField,
    ObjectField,
    SchemaField,
    StringField,
  };
}
