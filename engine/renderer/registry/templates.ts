import type { TemplatesType } from '@rjsf/utils';
import SubmitButton from '@rjsf/core/lib/components/templates/ButtonTemplates/SubmitButton.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import { FieldTemplate } from '../fields/FieldTemplate';
import { ObjectFieldTemplate } from '../fields/ObjectFieldTemplate';
import { leftOutTemplate } from './left-out';

const shownByFieldTemplate = () => null;

/**
 * In place of @rjsf/core's components/templates/index.js in the browser builds
 * (scripts/build/rjsf-registry-plugin.ts): what objects and fields render with, our FieldTemplate
 * (rjsf's would need its WrapIfAdditionalTemplate), our ObjectFieldTemplate (sections as named
 * fieldsets, no required marker), the note of ./left-out.tsx, and the submit button a
 * form without children shows. SchemaField builds help and error elements for every field, which
 * our FieldTemplate never shows (it writes its own, tied to the input): they render nothing here.
 * The rest serve arrays, additional properties, anyOf/oneOf, layout grids and optional-data
 * controls, or an error list we turn off.
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
    FieldErrorTemplate: shownByFieldTemplate,
    FieldHelpTemplate: shownByFieldTemplate,
    GridTemplate: leftOutTemplate('GridTemplate'),
    MultiSchemaFieldTemplate: leftOutTemplate('MultiSchemaFieldTemplate'),
    ObjectFieldTemplate,
    OptionalDataControlsTemplate: leftOutTemplate('OptionalDataControlsTemplate'),
    TitleFieldTemplate: TitleField,
    UnsupportedFieldTemplate: UnsupportedField,
    WrapIfAdditionalTemplate: leftOutTemplate('WrapIfAdditionalTemplate'),
  };
}
