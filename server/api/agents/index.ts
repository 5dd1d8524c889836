import type { ApiActions } from '../action';
import { find } from './find';

/** Agents' landing pages (spec §3 "Agent URL", §7 "agent URL"). */
export const agents: ApiActions = { find };
export { activeAgent } from './find';
export { agentSlugSchema } from './agent-slug';
