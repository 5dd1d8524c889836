import { messages } from '../messages';
import { onText } from './text';

const zipPattern = /^\d{5}(-\d{4})?$/;

export const validateZip = onText((text) => (zipPattern.test(text) ? undefined : messages.zip));
