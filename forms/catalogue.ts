import {
  resolveDefinition,
  sensitivePaths,
  type FormDefinition,
  type FormFile,
  type Fragments,
} from '../engine';
import address from './fragments/address.json';
import applicant from './fragments/applicant.json';
import authorization from './fragments/authorization.json';
import beneficiaries from './fragments/beneficiaries.json';
import coverage from './fragments/coverage.json';
import federalEmployment from './fragments/federal-employment.json';
import health from './fragments/health.json';
import militaryService from './fragments/military-service.json';
import owner from './fragments/owner.json';
import payment from './fragments/payment.json';
import sponsor from './fragments/sponsor.json';
import t90FederalCivilianQuickStep from './term-90-plus/federal-civilian-quick-step.json';
import t90FederalCivilianSpouse from './term-90-plus/federal-civilian-spouse.json';
import t90FederalCivilian from './term-90-plus/federal-civilian.json';
import t90QuickStep from './term-90-plus/quick-step.json';
import t90Short from './term-90-plus/short.json';
import t90Simplified from './term-90-plus/simplified.json';
import t90SponsoredSpouse from './term-90-plus/sponsored-spouse.json';
import t90SpouseShort from './term-90-plus/spouse-short.json';
import t90Standard from './term-90-plus/standard.json';

/** Shared fragments by name, as `$ref` names them ('../fragments/applicant.json'). */
export const fragments: Fragments = {
  address,
  applicant,
  authorization,
  beneficiaries,
  coverage,
  'federal-employment': federalEmployment,
  health,
  'military-service': militaryService,
  owner,
  payment,
  sponsor,
};

/** Every form definition file as written, for `npm run check:catalogue`. */
export const formFiles: FormFile[] = [
  { path: 'forms/term-90-plus/standard.json', content: t90Standard },
  { path: 'forms/term-90-plus/sponsored-spouse.json', content: t90SponsoredSpouse },
  { path: 'forms/term-90-plus/federal-civilian.json', content: t90FederalCivilian },
  { path: 'forms/term-90-plus/federal-civilian-spouse.json', content: t90FederalCivilianSpouse },
  { path: 'forms/term-90-plus/simplified.json', content: t90Simplified },
  { path: 'forms/term-90-plus/short.json', content: t90Short },
  { path: 'forms/term-90-plus/spouse-short.json', content: t90SpouseShort },
  { path: 'forms/term-90-plus/quick-step.json', content: t90QuickStep },
  {
    path: 'forms/term-90-plus/federal-civilian-quick-step.json',
    content: t90FederalCivilianQuickStep,
  },
];

/** Every form, fragments inlined: what the renderer, the machines and the server use. */
export const formDefinitions: FormDefinition[] = formFiles.map((file) =>
  resolveDefinition(file.content as FormDefinition, fragments),
);

export function formById(formId: string): FormDefinition | undefined {
  return formDefinitions.find((definition) => definition.formId === formId);
}

/** What the site mounts: each form's id, route, title and plan. */
export const formRoutes = formDefinitions.map(({ formId, appId, route, title, plan }) => ({
  formId,
  appId,
  route,
  title,
  plan,
}));

/** The sensitive field paths of a form: what the application store never writes to storage. */
export function formSensitivePaths(formId: string): string[][] {
  const definition = formById(formId);
  return definition ? sensitivePaths(definition) : [];
}
