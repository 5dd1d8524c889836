import { performance } from 'node:perf_hooks';

export interface Measurement {
  name: string;
  iterations: number;
  meanMicros: number;
  p95Micros: number;
  opsPerSecond: number;
}

/** Runs `task` repeatedly (after a warm-up) and reports mean, p95 and throughput. */
export async function measure(
  name: string,
  task: () => unknown,
  iterations = 2_000,
): Promise<Measurement> {
  for (let i = 0; i < Math.min(200, iterations); i += 1) await task();
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) {
    const t0 = performance.now();
    await task();
    samples.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  samples.sort((a, b) => a - b);
  const p95 = samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))] ?? 0;
  return {
    name,
    iterations,
    meanMicros: (total / iterations) * 1000,
    p95Micros: p95 * 1000,
    opsPerSecond: iterations / (total / 1000),
  };
}

export function printMeasurements(title: string, measurements: Measurement[]): void {
  console.log(`\n## ${title}`);
  console.table(
    measurements.map((m) => ({
      benchmark: m.name,
      iterations: m.iterations,
      'mean µs': Number(m.meanMicros.toFixed(2)),
      'p95 µs': Number(m.p95Micros.toFixed(2)),
      'ops/s': Math.round(m.opsPerSecond),
    })),
  );
}
