import type { ApiActions } from './action';
import { application } from './application';
import { aqua } from './aqua';
import { content } from './content';

/**
 * Every api served at /api, by name. Adding one: a folder under server/api/ whose index.ts
 * exports its actions, and one line here.
 */
export const apis: Record<string, ApiActions> = {
  aqua,
  application,
  content,
};
