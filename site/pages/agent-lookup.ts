import { runRequest } from '../api';

/** An agent as the agents api finds one (server/api/agents/find.ts). */
export interface Agent {
  readonly slug: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly title: string;
  readonly email: string;
  readonly phone: string;
}

/** What an agent's address names: the agent (none for a form's address alone) and the form. */
export interface AgentAddress {
  readonly agent: Agent | null;
  readonly application: {
    readonly formId: string;
    readonly title: string;
    readonly route: string;
  } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isAgent(value: unknown): value is Agent {
  const fields = ['slug', 'firstName', 'lastName', 'title', 'email', 'phone'] as const;
  return isRecord(value) && fields.every((field) => typeof value[field] === 'string');
}

function isAgentAddress(body: unknown): body is AgentAddress {
  if (!isRecord(body)) return false;
  const { agent, application } = body;
  const applicationOk =
    application === null ||
    (isRecord(application) &&
      typeof application.formId === 'string' &&
      typeof application.title === 'string' &&
      typeof application.route === 'string' &&
      application.route.startsWith('/'));
  return (agent === null || isAgent(agent)) && applicationOk;
}

/** What /agent/{formId}/{slug?}/ names, or null when no agent is found (spec §8 nothingFound). */
export async function findAgent(
  formId: string,
  slug: string | undefined,
): Promise<AgentAddress | null> {
  const result = await runRequest({
    api: 'agents',
    action: 'find',
    method: 'GET',
    data: slug === undefined ? { formId } : { formId, slug },
    validate: isAgentAddress,
  });
  return result.ok ? result.data : null;
}
