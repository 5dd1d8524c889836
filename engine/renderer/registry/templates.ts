import type { TemplatesType } from '@rjsf/utils';
import SubmitButton from '@rjsf/core/lib/components/templates/ButtonTemplates/SubmitButton.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import ObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import { FieldTemplate } from '../field-template';
import { leftOutTemplate } from './left-out';

/**
 * In place of @rjsf/core's components/templates/index.js in the browser builds
 * (scripts/rjsf-registry-plugin.ts): what objects and fields render with, our FieldTemplate (rjsf's
 * would need its WrapIfAdditionalTemplate), the note of ./left-out.tsx, and the submit button a
 * form without children shows. SchemaField builds help and error elements for every field, so
 * those stay though our FieldTemplate shows its own. The rest serve arrays, additional
 * properties, anyOf/oneOf, layout grids and optional-data controls, or an error list we turn off.
 */
export default function templates(): TemplatesType {
  return {
    ArrayFieldDescriptionTemplate: leftOutTemplate('ArrayFieldDescriptionTemplate'),
    ArrayFieldItemTemplate: leftOutTemplate('ArrayFieldItemTemplate'),
    ArrayFieldItemButtonsTemplate: leftOutTemplate('ArrayFieldItemButtonsTemplate'),
    ArrayFieldTemplate: leftOutTemplate('ArrayFieldTemplate'),
    ArrayFieldTitleTemplate: leftOutTemplate('ArrayFieldTitleTemplate'),
    ButtonTemplates: {
      SubmitButton,
      AddButton: leftOutTemplate('AddButton'),
      CopyButton: leftOutTemplate('CopyButton'),
      MoveDownButton: leftOutTemplate('MoveDownButton'),
      MoveUpButton: leftOutTemplate('MoveUpButton'),
      RemoveButton: leftOutTemplate('RemoveButton'),
      ClearButton: leftOutTemplate('ClearButton'),
    },
    BaseInputTemplate: leftOutTemplate('BaseInputTemplate'),
    CyclicSchemaExpandTemplate: leftOutTemplate('CyclicSchemaExpandTemplate'),
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate: leftOutTemplate('ErrorListTemplate'),
    FallbackFieldTemplate: leftOutTemplate('FallbackFieldTemplate'),
    FieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    GridTemplate: leftOutTemplate('GridTemplate'),
    MultiSchemaFieldTemplate: leftOutTemplate('MultiSchemaFieldTemplate'),
    ObjectFieldTemplate,
    OptionalDataControlsTemplate: leftOutTemplate('OptionalDataControlsTemplate'),
    TitleFieldTemplate: TitleField,
    UnsupportedFieldTemplate: UnsupportedField,
    WrapIfAdditionalTemplate: leftOutTemplate('WrapIfAdditionalTemplate'),
  };
}
