// Deals test files to shards so that the shards take about as long as one another.

/**
 * `files` dealt into `shards` lists, the longest first, each to the shard with the least time so
 * far (a greedy deal: within the longest file of the best split). A file of unknown time counts
 * as the median of the known ones, a new file as an average one.
 */
export function dealByWeight(
  files: readonly string[],
  shards: number,
  secondsOf: (file: string) => number | undefined,
): string[][] {
  const known = files
    .map(secondsOf)
    .filter((seconds): seconds is number => seconds !== undefined)
    .sort((a, b) => a - b);
  const median = known.length > 0 ? (known[Math.floor(known.length / 2)] ?? 1) : 1;
  const weighed = files
    .map((file) => ({ file, seconds: secondsOf(file) ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shares = Array.from({ length: Math.max(1, shards) }, () => ({
    files: [] as string[],
    seconds: 0,
  }));
  for (const { file, seconds } of weighed) {
    const lightest = shares.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return shares.map((share) => share.files.sort());
}
