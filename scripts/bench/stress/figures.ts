// Small figures the stress runs print: latency percentiles and the machine's load.
import { loadavg } from 'node:os';

/** The nearest-rank percentile (`p` from 0 to 1) of a list of times; 0 for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

export const loadAverage = (): string =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ');

export const ms = (value: number): string => `${value.toFixed(0)} ms`;

/** A positive whole number from the environment, or the default when it is unset. */
export function countFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of 1 or more; it is ${text}.`);
  }
  return value;
}
