import type { ApiActions } from '../action';
import { apply } from './apply';
import { period } from './period';

/** The scholarship program (spec §9 window): its application period, and applications inside it. */
export const scholarship: ApiActions = { period, apply };
