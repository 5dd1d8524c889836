import { formVersions, sensitivePaths } from 'virtual:form-validators';
import { createApplicationStore } from '../../engine';

/**
 * The one application store for every form, in the application chunks only: the wizard's, and
 * the save-and-return page's, which puts a saved application into it before the wizard opens.
 * Two stores on one storage key would write over each other. Answers are written with their
 * form's version, so a later version knows how to migrate them.
 */
export const applicationStore = createApplicationStore({
  sensitivePaths: () => sensitivePaths,
  formVersion: (formId) => formVersions[formId] ?? 1,
});
