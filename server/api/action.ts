import type { SchemaObject } from 'ajv';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { SsnCipher } from '../auth/ssn-cipher';
import type { AfterAnswer } from '../mail/after-answer';
import type { Mailer } from '../mail/mailer';
import type { PhoneMessenger } from '../mail/phone-messenger';
import type { PaymentGateway } from '../payments';
import type { SiteSettings } from '../settings/site-settings';

/**
 * What every action may use: the injected clock, database, messengers, payment gateway and
 * configuration.
 */
export interface Services {
  db: Kysely<Database>;
  now: () => Date;
  config: ServerConfig;
  mailer: Mailer;
  phone: PhoneMessenger;
  ssnCipher: SsnCipher;
  /** Keeps card and bank account numbers; the server keeps its tokens only. */
  payments: PaymentGateway;
  /** Work that must not delay the answer (mail that would tell whether an account exists). */
  afterAnswer: AfterAnswer;
  /** The election and scholarship windows in force (staff settings, read every 10 s at most). */
  siteSettings: SiteSettings;
}

export interface ActionContext extends Services {
  method: 'GET' | 'POST';
  /** The caller's address, for throttling. */
  address: string;
  requestId: string;
  log: FastifyBaseLogger;
}

export interface ActionDefinition<Data = Record<string, unknown>, Result = unknown> {
  /** AJV schema of `data`; the validators' rules are keywords `rule` and `field`. */
  schema: SchemaObject;
  /** Methods the action answers; both when omitted. */
  methods?: readonly ('GET' | 'POST')[];
  /** Public content: may be cached by the browser unless the caller sends `nocache`. */
  cacheable?: boolean;
  /**
   * Input fields every answer of the action repeats, refusals included, even of input its schema
   * refuses (the contract's application answers carry appId, formId and step).
   */
  echoFields?: readonly string[];
  /**
   * The input property holding the answers: a refusal of a field inside it is keyed by the
   * field's path within it, as the browser names its fields (an application's 'insured.ssn',
   * not 'data.insured.ssn').
   */
  answersIn?: string;
  handle(data: Data, context: ActionContext): Promise<Result>;
}

/** Keeps each action's data type while the registry holds them side by side. */
export function defineAction<Data, Result>(
  action: ActionDefinition<Data, Result>,
): ActionDefinition<Data, Result> {
  return action;
}

/** An api: its actions by name. */
export type ApiActions = Record<string, ActionDefinition<never, unknown>>;

/**
 * An api whose code loads on its first request rather than at start: the application api brings
 * the form engine and every form definition, which would double the server's start time. Its
 * action names are declared here so that unknown names answer 404 without loading anything
 * (a test checks they match the loaded api).
 */
export class LazyApi {
  #loaded: Promise<ApiActions> | undefined;

  constructor(
    readonly actionNames: readonly string[],
    private readonly importActions: () => Promise<ApiActions>,
  ) {}

  load(): Promise<ApiActions> {
    this.#loaded ??= this.importActions();
    return this.#loaded;
  }
}

/** What the registry holds for each api name. */
export type ApiSource = ApiActions | LazyApi;

export function actionNamesOf(source: ApiSource): readonly string[] {
  return source instanceof LazyApi ? source.actionNames : Object.keys(source);
}
