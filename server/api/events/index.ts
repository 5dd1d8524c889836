import type { ApiActions } from '../action';
import { list } from './list';
import { signup } from './signup';

/** Association events and their digital sign-up (the /events/ page). */
export const events: ApiActions = { list, signup };
