import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, isRecord } from '../../validators';
import {
  LazyApi,
  actionNamesOf,
  type ActionDefinition,
  type ApiActions,
  type ApiSource,
  type Services,
} from '../api/action';
import { compileSchema, toFieldErrors } from '../schemas/ajv';
import { ApiError } from './api-error';
import { unstorableCharacterErrors } from './control-characters';
import { tooDeepErrors } from './nesting-depth';
import { labelRequest } from './request-labels';

interface CompiledAction {
  definition: ActionDefinition<never, unknown>;
  validate: () => ValidateFunction;
}

/** Schemas compile on first use: a server is ready sooner, and each compiles once. */
function lazyValidator(definition: ActionDefinition<never, unknown>): () => ValidateFunction {
  let compiled: ValidateFunction | undefined;
  return () => (compiled ??= compileSchema(definition.schema));
}

/** Query terms that steer the transport rather than carry data. */
const transportTerms = new Set(['api', 'action', 'cache', 'nocache']);

function compileActions(actions: ApiActions): Map<string, CompiledAction> {
  const byName = new Map<string, CompiledAction>();
  for (const [actionName, definition] of Object.entries(actions)) {
    byName.set(actionName, { definition, validate: lazyValidator(definition) });
  }
  return byName;
}

/** An api as served: its action names at once, its actions when first asked for (LazyApi). */
class ServedApi {
  readonly names: ReadonlySet<string>;
  #actions: Map<string, CompiledAction> | undefined;

  constructor(private readonly source: ApiSource) {
    this.names = new Set(actionNamesOf(source));
    if (!(source instanceof LazyApi)) this.#actions = compileActions(source);
  }

  async action(name: string): Promise<CompiledAction | undefined> {
    if (!this.names.has(name)) return undefined;
    if (this.#actions === undefined && this.source instanceof LazyApi) {
      this.#actions = compileActions(await this.source.load());
    }
    return this.#actions?.get(name);
  }
}

function serveApis(apis: Record<string, ApiSource>): Map<string, ServedApi> {
  return new Map(Object.entries(apis).map(([name, source]) => [name, new ServedApi(source)]));
}

interface Envelope {
  api: unknown;
  action: unknown;
  data: unknown;
  nocache: boolean;
}

/** The string values of an action's echo fields in its input; undefined when there are none. */
function echoedFields(
  names: readonly string[] | undefined,
  data: unknown,
): Record<string, string> | undefined {
  if (names === undefined || !isRecord(data)) return undefined;
  const echoed = Object.fromEntries(
    names.flatMap((name) => (typeof data[name] === 'string' ? [[name, data[name]]] : [])),
  );
  return Object.keys(echoed).length > 0 ? echoed : undefined;
}

/** A HEAD asks what a GET would answer, headers only (Fastify sends no body for it). */
const isRead = (request: FastifyRequest): boolean =>
  request.method === 'GET' || request.method === 'HEAD';

export const getBodyMessage =
  'A GET request to the api cannot have a body: send the data as query terms, or use POST';

/**
 * Whether a request says it carries a body. A GET's is never read (its data is in the query),
 * so one that comes with a body is refused rather than answered as if the body were not there.
 */
function announcesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

function readEnvelope(request: FastifyRequest): Envelope {
  if (isRead(request)) {
    const query = isRecord(request.query) ? request.query : {};
    const data = Object.fromEntries(
      Object.entries(query).filter(([key]) => !transportTerms.has(key)),
    );
    return { api: query.api, action: query.action, data, nocache: query.nocache !== undefined };
  }
  const body = isRecord(request.body) ? request.body : undefined;
  if (body === undefined) throw new ApiError(400, 'The request body must be a JSON object');
  return { api: body.api, action: body.action, data: body.data ?? {}, nocache: true };
}

/** The single endpoint of spec §7: finds the action, checks the key and input, runs it. */
export function registerApiRoute(
  app: FastifyInstance,
  apis: Record<string, ApiSource>,
  services: Services,
): void {
  const registry = serveApis(apis);

  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    // Spec §7: a GET, or a POST with a body. Any other method is refused before it can act
    // (a DELETE must not submit an application).
    if (!isRead(request) && request.method !== 'POST') {
      reply.header('allow', 'GET, HEAD, POST');
      throw new ApiError(405, `The api answers GET and POST, not ${request.method}`);
    }
    if (isRead(request) && announcesBody(request)) throw new ApiError(400, getBodyMessage);
    if (request.headers['x-api-key'] !== services.config.apiKey) {
      throw new ApiError(401, 'Missing or invalid API key');
    }
    const envelope = readEnvelope(request);
    const apiName = typeof envelope.api === 'string' ? envelope.api : '';
    const actionName = typeof envelope.action === 'string' ? envelope.action : '';
    const api = registry.get(apiName);
    if (api === undefined) throw new ApiError(404, `Unknown api "${apiName}"`);
    const action = await api.action(actionName);
    if (action === undefined) {
      throw new ApiError(404, `Unknown action "${actionName}" of api "${apiName}"`);
    }
    const method = isRead(request) ? 'GET' : 'POST';
    if (action.definition.methods !== undefined && !action.definition.methods.includes(method)) {
      throw new ApiError(405, `Action "${actionName}" does not answer ${request.method}`);
    }
    labelRequest(request, apiName, actionName);
    try {
      return await runAction(action, envelope, request, reply, method);
    } catch (error) {
      const echoed = echoedFields(action.definition.echoFields, envelope.data);
      if (error instanceof ApiError && echoed) throw error.withFields(echoed);
      throw error;
    }
  };

  async function runAction(
    action: CompiledAction,
    envelope: Envelope,
    request: FastifyRequest,
    reply: FastifyReply,
    method: 'GET' | 'POST',
  ): Promise<unknown> {
    const answersIn = action.definition.answersIn;
    const asFields = (errors: Record<string, string>) =>
      answersIn === undefined
        ? errors
        : Object.fromEntries(
            Object.entries(errors).map(([path, message]) => [
              path.startsWith(`${answersIn}.`) ? path.slice(answersIn.length + 1) : path,
              message,
            ]),
          );
    const deep = asFields(tooDeepErrors(envelope.data));
    if (Object.keys(deep).length > 0) throw new ApiError(400, messages.checkFormFields, deep);
    const validate = action.validate();
    if (!isRecord(envelope.data) || !validate(envelope.data)) {
      const errors = isRecord(envelope.data)
        ? toFieldErrors(validate.errors)
        : { data: messages.invalid };
      throw new ApiError(400, messages.checkFormFields, errors);
    }
    const unstorable = asFields(unstorableCharacterErrors(envelope.data));
    if (Object.keys(unstorable).length > 0)
      throw new ApiError(400, messages.checkFormFields, unstorable);
    const cacheable = action.definition.cacheable === true && method === 'GET' && !envelope.nocache;
    reply.header('cache-control', cacheable ? 'public, max-age=60' : 'no-store');
    return action.definition.handle(envelope.data as never, {
      ...services,
      method,
      address: request.ip,
      requestId: String(request.id),
      log: request.log,
    });
  }

  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/api', handler });
}
