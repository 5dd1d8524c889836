/**
 * Shared reading of raw field values. Format and limit rules let an empty value pass so that
 * "required" stays a separate, explicit rule; only validateRequired and validateConfirmation
 * reject emptiness.
 */
export const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '';

// '.5' as well as '0.5' (a share field takes either); not '1.' or '1e5'.
const numericText = /^\s*-?(\d+(\.\d+)?|\.\d+)\s*$/;

/** A finite number, or a plain decimal string as forms hold them; anything else is not a number. */
export const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && numericText.test(value)) return Number(value);
  return undefined;
};

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export const characterCount = (text: string): number => [...text].length;
