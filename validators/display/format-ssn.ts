import { digitsOf, groupDigits } from './digits';

/** Spec §5 display: SSN as 3-2-4 ('219451234' → '219-45-1234'). */
export const formatSsn = (value: unknown): string => groupDigits(digitsOf(value), [3, 2, 4]);
