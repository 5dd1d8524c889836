// The browser face of engine/: the React renderer on @rjsf/core. The server never imports it.
export { FormWizard, type FormWizardProps } from './wizard/FormWizard';
export { ApplicationForm, type ApplicationFormProps } from './wizard/ApplicationForm';
export { StepForm, type StepFormProps } from './wizard/StepForm';
export type { WizardContext } from './page/form-context';
export {
  laterModule,
  useLaterModule,
  type LaterModule,
  type LaterModuleState,
} from './wizard/later-module';
export { prepareWizard } from './page/prepare-wizard';
