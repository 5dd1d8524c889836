import type { ApiActions } from '../action';
import { email } from './email';
import { pdf } from './pdf';
import { plans } from './plans';

/** The live calculator (spec §3): the plans that fit, its PDF and that PDF by e-mail. */
export const calculator: ApiActions = { plans, pdf, email };
