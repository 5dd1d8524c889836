import type { ApiActions } from '../action';
import { email } from './email';
import { pdf } from './pdf';
import { plans } from './plans';
import { quote } from './quote';

/**
 * The live calculator (spec §3): the plans that fit, its PDF and that PDF by e-mail; and the
 * home page's quote box, priced from the same rate tables.
 */
export const calculator: ApiActions = { plans, pdf, email, quote };
