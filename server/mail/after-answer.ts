import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done once the answer is on its way, so that how long the answer takes tells the caller
 * nothing: whether an account exists decides what is looked up, stored and mailed, and none of
 * that may delay or shape the answer. A failure is logged, as the caller was already answered.
 */
export interface AfterAnswer {
  run(task: () => Promise<void>, log: FastifyBaseLogger): void;
  /** Waits for every task started so far: when the server closes, and in tests. */
  settled(): Promise<void>;
}

export function afterAnswerTasks(): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(task, log) {
      // setImmediate: the task begins after the current turn, in which the answer is written.
      const running = new Promise<void>((begin) => setImmediate(begin))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, 'Work after the answer failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
