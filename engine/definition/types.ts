/** JSON Schema as it appears in form definitions: plain JSON, read by AJV and @rjsf/core. */
export type JsonSchema = { [key: string]: unknown };

/** The eleven application types of spec §3. */
export const applicationTypes = [
  'decreasing-group',
  'hospital',
  'level-term',
  'level-term-l1-l2',
  'metlaw-legal',
  'nextgen',
  'national-guard',
  'tricare',
  'term-90',
  'term-90-plus',
  'us-reserves',
] as const;
export type ApplicationType = (typeof applicationTypes)[number];

export const typeCodes = ['sale', 'periodic'] as const;
export type TypeCode = (typeof typeCodes)[number];

export const templates = ['base', 'progress-bar'] as const;
export type Template = (typeof templates)[number];

/** Spec §1: a life-insurance carrier brand, a hospital/supplement carrier brand (ids as in plans/), a National Guard brand. */
export const brandings = ['life', 'supplement', 'national-guard'] as const;
export type Branding = (typeof brandings)[number];

/** Names a plan and one of its variants in the plan catalogue (plans/). */
export interface PlanRef {
  plan: string;
  variant: string;
}

export interface StepDefinition {
  id: string;
  title: string;
  /** JSON Schema over the whole application data; the step asks for its own properties. */
  schema: JsonSchema;
  uiSchema?: JsonSchema;
  /** JSON Schema over the data collected so far: the step is entered only when the data matches. */
  condition?: JsonSchema;
  /**
   * Confirmations of the step given for an answer: when the answer changes, they are withdrawn
   * and the step is asked again (a payment authorization after the method changes).
   */
  confirmAgainWhenChanged?: ConfirmAgainWhenChanged[];
}

export interface ConfirmAgainWhenChanged {
  /** JSON pointer of the answer the confirmations were given for. */
  answer: string;
  /** JSON pointers of the step's confirmations withdrawn when it changes. */
  confirmations: string[];
}

export interface QuickStepContinuation {
  /**
   * The full application that continues a completed Quick Step, for a member and for a spouse;
   * a Quick Step sold to members only names no spouse application, one sold to spouses only
   * (National Guard spouse Quick Step) no member application.
   */
  fullAppFormId: { member: string; spouse?: string } | { member?: undefined; spouse: string };
  /**
   * JSON Schema over the data: when it matches, the spouse application is the one to continue
   * with (only with a spouse application).
   */
  spouseWhen?: JsonSchema;
  /**
   * Answers set on the seeded full application over what the Quick Step collected, by kind
   * (e.g. a spouse's branch '9', Sponsored Spouse, instead of the sponsor's branch).
   */
  seed?: { member?: FormData; spouse?: FormData };
}

/**
 * What validators, the step machine's checks and the renderer read of any form: its id, title and
 * steps. A plan application (FormDefinition) adds its plan, route and application fields; a
 * member-service form (forms/member-services/) is only this.
 */
export interface StepsDefinition {
  formId: string;
  title: string;
  steps: StepDefinition[];
  quickStep?: QuickStepContinuation;
}

/** A member-service form: steps from the fragments, no plan, no route of its own. */
export type ServiceFormDefinition = StepsDefinition;

export interface FormDefinition extends StepsDefinition {
  formId: string;
  appId: string;
  title: string;
  applicationType: ApplicationType;
  typeCode: TypeCode;
  template: Template;
  branding: Branding;
  plan: PlanRef;
  /** The route of the application page, under its plan's path, ending in a slash. */
  route: string;
  quickStep?: QuickStepContinuation;
  steps: StepDefinition[];
}

/** Application data: sections of answers keyed by section name. */
export type FormData = { [section: string]: unknown };

/** Validation errors keyed by dotted field path ('insured.ssn'), each with the spec's message. */
export type FieldErrors = { [fieldPath: string]: string };
