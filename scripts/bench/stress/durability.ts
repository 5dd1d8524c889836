// `npm run stress -- durability`: does an acknowledged application survive a server killed
// mid-run, and does retrying the unacknowledged ones with their idempotency keys store each once?
// Two production server processes share a fresh schema on the local PostgreSQL; several hundred
// valid applications go to both at once; one is killed with SIGKILL part way; the ones without a
// 200 are sent again, same key and answers, to the survivor and to the killed one restarted; then
// the database is read back.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sampleApplication, signatureFor } from '../../../server/testing/sample-application';
import { callApi, inPool, loginAs, type Answer } from './api-client';
import { freshSchema, localDatabaseUrl, postgresReachable } from './database';
import { durabilityTally, type Attempt, type KeyHistory } from './durability-tally';
import { countFromEnv, ms, percentile } from './figures';
import { ServerInstance } from './server-instance';

/** How many rounds of retries an unacknowledged application gets before it counts as such. */
const retryRounds = 3;
/** A fixed development key: the run reads nothing sealed, but every instance must agree. */
const ssnKey = 'cd'.repeat(32);

interface Submission extends KeyHistory {
  asMember: boolean;
  /** The applicant's own address. */
  from: string;
}

function attemptOf(answer: Answer): Attempt {
  const body = answer.body as { applicationId?: unknown } | undefined;
  return {
    ...(answer.status !== undefined ? { status: answer.status } : {}),
    ...(answer.status === 200 && typeof body?.applicationId === 'string'
      ? { applicationId: body.applicationId }
      : {}),
  };
}

/** How the first tries ended: `200`, `409`, `ECONNRESET`... with their counts. */
function outcomes(answers: readonly Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const outcome = answer.status !== undefined ? String(answer.status) : (answer.error ?? '?');
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  }
  return [...counts].map(([outcome, count]) => `${outcome} ×${count}`).join(', ');
}

/** Runs the durability check; resolves to whether nothing was lost or duplicated. */
export async function runDurability(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const total = countFromEnv(env, 'STRESS_SUBMITS', 400);
  const concurrency = countFromEnv(env, 'STRESS_CONCURRENCY', 50);
  const killAfter = Math.floor(total * 0.4);
  const url = localDatabaseUrl(env);
  if (!(await postgresReachable(url))) {
    throw new Error(
      `No PostgreSQL answers at ${url}: start the local server or set DATABASE_URL to one.`,
    );
  }
  console.log(
    `\nDurability: ${total} applications, ${concurrency} at a time, over two instances; ` +
      `one killed (SIGKILL) after ${killAfter} answers`,
  );
  const run = randomBytes(4).toString('hex');
  const schema = await freshSchema(url, 'durability');
  const dataDir = mkdtempSync(join(tmpdir(), 'mba-stress-'));
  const serverEnv = {
    NODE_ENV: 'development',
    DATABASE_URL: schema.serverUrl,
    DATA_DIR: dataDir,
    SSN_KEY: ssnKey,
    // Behind a load balancer, as two instances are: each applicant calls from their own address
    // (X-Forwarded-For), so the per-caller submit limit counts each applicant, not the run.
    TRUST_PROXY: 'true',
  };
  const instances: ServerInstance[] = [];
  try {
    // One after the other: the first seeds the demo data, the second finds it there.
    const killed = await ServerInstance.start('instance A', serverEnv);
    instances.push(killed);
    const survivor = await ServerInstance.start('instance B', serverEnv);
    instances.push(survivor);
    const member = await loginAs(survivor.url, 'demo.member');
    const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
    // Every other one sent by a logged-in member, whose application also joins their account.
    const submissions: Submission[] = Array.from({ length: total }, (_, index) => ({
      key: `stress-${run}-${String(index).padStart(6, '0')}`,
      from: `10.${(index >> 8) & 255}.${index & 255}.1`,
      asMember: index % 2 === 0,
      attempts: [],
    }));
    const submit = (base: string, submission: Submission) =>
      callApi(
        base,
        'application',
        'submit',
        {
          appId: sample.appId,
          formId: sample.formId,
          data: sample.data,
          ...signatureFor(sample.formId, sample.data),
          idempotencyKey: submission.key,
          ...(submission.asMember ? member : {}),
        },
        { 'x-forwarded-for': submission.from },
      );

    const started = performance.now();
    let answered = 0;
    let killedAt: number | undefined;
    const firstAnswers: Answer[] = [];
    await inPool(submissions, concurrency, async (submission, index) => {
      const answer = await submit(index % 2 === 0 ? killed.url : survivor.url, submission);
      submission.attempts.push(attemptOf(answer));
      firstAnswers.push(answer);
      answered += 1;
      if (answered === killAfter) {
        killedAt = performance.now() - started;
        await killed.kill();
      }
    });
    const firstRunMs = performance.now() - started;

    const restartStarted = performance.now();
    const restarted = await ServerInstance.start('instance A, restarted', serverEnv);
    instances.push(restarted);
    const restartMs = performance.now() - restartStarted;

    const retryStarted = performance.now();
    let retries = 0;
    for (let round = 0; round < retryRounds; round += 1) {
      const pending = submissions.filter((s) => !s.attempts.some((a) => a.status === 200));
      if (pending.length === 0) break;
      retries += pending.length;
      await inPool(pending, concurrency, async (submission, index) => {
        const target = index % 2 === 0 ? survivor : restarted;
        submission.attempts.push(attemptOf(await submit(target.url, submission)));
      });
    }
    const retryMs = performance.now() - retryStarted;

    const { db } = schema.handle;
    const stored = await db
      .selectFrom('application_submissions')
      .select(['idempotency_key as key', 'application_id as applicationId', 'member_id'])
      .where('idempotency_key', 'like', `stress-${run}-%`)
      .execute();
    const tally = durabilityTally(submissions, stored);
    // A member's application is a second row, in `applications`, written in the same transaction
    // as the submission: one without its submission would be an application stored twice over.
    const storedIds = new Set(stored.map((row) => row.applicationId));
    const memberApplications = await db
      .selectFrom('applications')
      .select('id')
      .where('member_id', '=', member.memberId)
      .where('status', '=', 'received')
      .execute();
    const unmatched = memberApplications.filter((row) => !storedIds.has(row.id)).length;
    const memberRows = stored.filter((row) => row.member_id === member.memberId).length;
    const latencies = firstAnswers.filter((a) => a.status === 200).map((a) => a.ms);

    console.log(
      [
        `  first tries: ${outcomes(firstAnswers)} in ${ms(firstRunMs)}` +
          ` (instance A killed at ${ms(killedAt ?? 0)})`,
        `  acknowledged: ${tally.acknowledged} on the first try` +
          ` (answer p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))})`,
        `  retried: ${tally.retried} keys (${retries} requests in up to ${retryRounds} rounds, ` +
          `${ms(retryMs)}), ${tally.retriedAcknowledged} then acknowledged`,
        `  never acknowledged: ${tally.neverAcknowledged}`,
        `  restart of instance A to serving: ${ms(restartMs)}`,
        `  stored: ${stored.length} submissions, ${memberRows} of them the member's; ` +
          `${memberApplications.length - unmatched} member applications with their submission`,
        `  lost: ${tally.lost.length}${tally.lost.length > 0 ? ` (${tally.lost.slice(0, 5).join(', ')})` : ''}`,
        `  duplicated: ${tally.duplicated.length + unmatched}` +
          (tally.duplicated.length + unmatched > 0
            ? ` (keys: ${tally.duplicated.slice(0, 5).join(', ') || 'none'}; member applications without a submission: ${unmatched})`
            : ''),
      ].join('\n'),
    );
    return tally.lost.length === 0 && tally.duplicated.length === 0 && unmatched === 0;
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await schema.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
