import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Account fields of spec §3 as the member API returns them. */
export interface MemberAccount {
  accountStatus: string;
  affiliation?: string | null;
  mbaError?: string | number | boolean | null;
  /** '1' means the member has voted. */
  hasVoted?: string | null;
  paymentMethodLastUpdated?: string | Date | null;
  beneLastUpdated?: string | Date | null;
  /** Since when the account has held its current status. */
  statusSince?: string | Date | null;
}

/**
 * What the rules accept as an account: the rules answer for a missing account (null or
 * undefined, e.g. a profile not loaded yet) as for an empty one instead of throwing.
 */
export type AccountInput = MemberAccount | null | undefined;

/**
 * The API reports an error as true, 1 or a message; an empty string, 0, '0' and 'false' are the
 * shapes a flag takes when it is not set, so they count as no error.
 */
export function hasAccountError(account: AccountInput): boolean {
  const error = account?.mbaError;
  if (typeof error === 'boolean') return error;
  if (typeof error === 'number') return error !== 0 && !Number.isNaN(error);
  if (typeof error !== 'string') return false;
  const text = error.trim().toLowerCase();
  return text !== '' && text !== '0' && text !== 'false';
}

/** Status codes are single capital letters; stray spaces or lower case from the API are forgiven. */
export function statusCode(account: AccountInput): string {
  const status = account?.accountStatus;
  return typeof status === 'string' ? status.trim().toUpperCase() : '';
}

/**
 * A date-time from the API. A string without an offset is read as UTC, so the answer never
 * depends on the time zone of the machine running the rule. Undefined when absent or unreadable.
 */
export function toInstant(value: string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (!(value instanceof Date) && typeof value !== 'string') return undefined;
  const instant = value instanceof Date ? dayjs(value) : dayjs.utc(value);
  return instant.isValid() ? instant.toDate() : undefined;
}
