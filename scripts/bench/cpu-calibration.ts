// Lighthouse's mobile CPU on this machine. Lighthouse's 4x slowdown is calibrated for a high-end
// desktop (BenchmarkIndex about 1,500); on a slower host it slows a slower CPU four times and lands
// below the mid-tier phone it stands for, and Lighthouse then warns that the host is underpowered
// (BenchmarkIndex at most 1,000). Its documentation (docs/throttling.md, "Calibrating the CPU
// slowdown") sends such hosts to its CPU throttling calculator: the multiplier below is that
// calculator's, from the BenchmarkIndex Lighthouse itself computes in the page.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';

/** At or below this BenchmarkIndex Lighthouse warns that the host is slower than it expects. */
export const slowHostBenchmarkIndex = 1000;

/**
 * The CPU slowdown that brings a host of `benchmarkIndex` to Lighthouse's mobile CPU: the
 * Lighthouse CPU throttling calculator's piecewise line (1,533 → 4x, 1,300 → 3x, 800 → 2x,
 * 150 → 1x), never below 1 (a host at or below the phone is not slowed further).
 */
export function lighthouseSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/**
 * The host's BenchmarkIndex in this page, unthrottled, as Lighthouse computes it (its own page
 * function, about a second a run); the median of `runs`, since one run moves with the load.
 */
export async function benchmarkIndex(page: Page, runs = 3): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < runs; i += 1)
    values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? Number.NaN;
}
