/**
 * How long a request waits for one of the pool's connections while all are in use: most of the
 * 30 s request time-out, so that a burst is served in turn rather than refused, while a request
 * still has time left to run once it has its connection.
 */
export const connectionQueueWaitMs = 20_000;

/** Seconds a caller is asked to wait when every connection stayed busy (a burst, not an outage). */
export const busyRetryAfterSeconds = 2;

/** All of the pool's connections stayed in use for the whole wait: the database is up, busy. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('Every database connection stayed in use while the request waited');
    this.name = 'DatabaseBusyError';
  }
}

/**
 * First come, first served turns at the pool's connections. pg's own wait for a free connection
 * shares one time-out with connecting, which must stay short so that a database that is down is
 * told at once; this queue waits longer, so connecting is the only wait pg times.
 */
export class ConnectionQueue {
  #inUse = 0;
  readonly #waiting: { grant: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    private readonly size: number,
    private readonly waitMs = connectionQueueWaitMs,
  ) {}

  /** Resolves when a connection may be taken; rejects with DatabaseBusyError after the wait. */
  take(): Promise<void> {
    if (this.#inUse < this.size && this.#waiting.length === 0) {
      this.#inUse += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = {
        grant: () => {
          clearTimeout(turn.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(turn), 1);
          reject(new DatabaseBusyError());
        }, this.waitMs),
      };
      this.#waiting.push(turn);
    });
  }

  /** Gives a turn back: the next waiting request has it, or the count goes down. */
  give(): void {
    const next = this.#waiting.shift();
    if (next) next.grant();
    else this.#inUse -= 1;
  }
}
