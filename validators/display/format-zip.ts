import { digitsOf, groupDigits } from './digits';

/** Spec §5 display: ZIP as 5-4 ('123456789' → '12345-6789'; five digits stay as they are). */
export const formatZip = (value: unknown): string => groupDigits(digitsOf(value), [5, 4]);
