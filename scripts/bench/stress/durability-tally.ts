// What the durability run concludes from the answers it got and the rows it read back.

/** One try at submitting an application under its idempotency key. */
export interface Attempt {
  /** The application the server answered, when it answered 200. */
  applicationId?: string;
  /** The HTTP status, or undefined when no answer came (connection refused, reset, timeout). */
  status?: number;
}

export interface KeyHistory {
  key: string;
  /** The first try, then each retry, in order. */
  attempts: Attempt[];
}

export interface StoredSubmission {
  key: string;
  applicationId: string;
}

export interface Tally {
  /** Keys whose first try was answered 200. */
  acknowledged: number;
  /** Keys tried again because the first try got no 200. */
  retried: number;
  /** Retried keys that a retry got answered 200. */
  retriedAcknowledged: number;
  /** Keys no try got answered 200. */
  neverAcknowledged: number;
  /** Keys answered 200 whose answered application is not stored under the key. */
  lost: string[];
  /**
   * Keys with more than one application: more than one stored row, or answers naming more than
   * one application.
   */
  duplicated: string[];
}

export function durabilityTally(
  histories: readonly KeyHistory[],
  stored: readonly StoredSubmission[],
): Tally {
  const storedByKey = new Map<string, string[]>();
  for (const row of stored) {
    storedByKey.set(row.key, [...(storedByKey.get(row.key) ?? []), row.applicationId]);
  }
  const tally: Tally = {
    acknowledged: 0,
    retried: 0,
    retriedAcknowledged: 0,
    neverAcknowledged: 0,
    lost: [],
    duplicated: [],
  };
  for (const { key, attempts } of histories) {
    const answered = attempts.filter((attempt) => attempt.status === 200);
    const [first] = attempts;
    if (first?.status === 200) tally.acknowledged += 1;
    else {
      tally.retried += attempts.length > 1 ? 1 : 0;
      if (answered.length > 0) tally.retriedAcknowledged += 1;
    }
    if (answered.length === 0) tally.neverAcknowledged += 1;
    const rows = storedByKey.get(key) ?? [];
    const answeredIds = new Set(answered.map((attempt) => attempt.applicationId));
    if ([...answeredIds].some((id) => id === undefined || !rows.includes(id))) tally.lost.push(key);
    if (rows.length > 1 || answeredIds.size > 1) tally.duplicated.push(key);
  }
  return tally;
}
