import { digitsOf, groupDigits } from './digits';

/** Spec §5 display: phone as 3-3-4 ('5551234567' → '555-123-4567'). */
export const formatPhone = (value: unknown): string => groupDigits(digitsOf(value), [3, 3, 4]);
