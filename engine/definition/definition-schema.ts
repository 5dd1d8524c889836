import { applicationTypes, brandIds } from '../../validators';
import definitionSchema from './form-definition.schema.json';

/**
 * The form definition schema with the lists it checks against filled in from validators/, where
 * the application types and plan brands are kept once (spec §3): the JSON file names no plan.
 */
export const formDefinitionSchema = {
  ...definitionSchema,
  properties: {
    ...definitionSchema.properties,
    applicationType: {
      ...definitionSchema.properties.applicationType,
      enum: [...applicationTypes],
    },
    branding: { ...definitionSchema.properties.branding, enum: [...brandIds] },
  },
};
