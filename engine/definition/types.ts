import type { ApplicationType, BrandId, TypeCode } from '../../validators';
import type { FormMigration } from '../migrations/types';

/** JSON Schema as it appears in form definitions: plain JSON, read by AJV and @rjsf/core. */
export type JsonSchema = { [key: string]: unknown };

export const templates = ['base', 'progress-bar'] as const;
export type Template = (typeof templates)[number];

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
  /**
   * The step is checked by the server before the wizard moves on (a card, which only the payment
   * gateway can verify), with `waiting` said while it is.
   */
  serverCheck?: ServerCheck;
  /**
   * Answers the step opens with when nothing is answered there yet, so a fact the application
   * gives is not typed again (the name on a card starting as the owner's or the insured's).
   */
  startingAnswers?: StartingAnswer[];
}

/** An answer that starts as the full name of the first of `nameOf`'s sections giving one. */
export interface StartingAnswer {
  /** JSON pointer of the step's answer. */
  answer: string;
  /** Sections of the application holding a first and last name, in the order tried. */
  nameOf: string[];
}

export interface ServerCheck {
  /** Said while the server checks the step ("Checking your card…"). */
  waiting: string;
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
   * names no member application.
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
  /**
   * The version of the form's shape (its steps and the answers they hold), raised whenever saved
   * answers would no longer fit it; every form file names one, a definition built in code is 1.
   */
  version?: number;
  /** How answers saved under each earlier version are brought to the next (migrateSavedAnswers). */
  migrations?: FormMigration[];
  appId: string;
  title: string;
  applicationType: ApplicationType;
  typeCode: TypeCode;
  template: Template;
  branding: BrandId;
  plan: PlanRef;
  /** The route of the application page, under its plan's path, ending in a slash. */
  route: string;
  quickStep?: QuickStepContinuation;
  steps: StepDefinition[];
  /**
   * A fixed-price plan's price and where the form carries it: written from the catalogue when
   * the form is resolved (withFixedPremium), never in a form file (the definition schema
   * refuses it).
   */
  fixedPremium?: FixedPremiumField;
  /**
   * Intermediate data the application keeps beside its answers (spec §3 `utilData`), by name:
   * an answer, or an age on today's date from a date of birth; a `*` in the pointer stands for
   * every entry of a list. Kept as the answers are: sensitive fields never stored, cleared when
   * the application is sent, dropped after 30 days.
   */
  intermediateData?: { [name: string]: IntermediateValue };
  /** The electronic signature the review asks for, after every answer is shown. */
  signature?: SignatureDefinition;
}

/**
 * An electronic signature: the consent text shown beside the name field, and the sections whose
 * name the typed one must match, the first giving a name being the signer's.
 */
export interface SignatureDefinition {
  consent: string;
  signers: string[];
}

/** One value of a form's intermediate data: an answer, or the age on a date of birth. */
export type IntermediateValue = { answer: string } | { ageOf: string };

/** Where a form carries its plan's fixed price (a JSON pointer), and the price. */
export interface FixedPremiumField {
  pointer: string;
  /** US dollars, paid once for each renewal period. */
  amount: number;
  renewalPeriodMonths: number;
}

/** Application data: sections of answers keyed by section name. */
export type FormData = { [section: string]: unknown };

/** Validation errors keyed by dotted field path ('insured.ssn'), each with the spec's message. */
export type FieldErrors = { [fieldPath: string]: string };
