// The browser face of engine/: the React renderer on @rjsf/core. The server never imports it.
export { FormWizard, type FormWizardProps } from './FormWizard';
export { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';
export { StepForm, type StepFormProps } from './StepForm';
export type { WizardContext } from './form-context';
export {
  laterModule,
  useLaterModule,
  type LaterModule,
  type LaterModuleState,
} from './later-module';
export { prepareWizard } from './prepare-wizard';
