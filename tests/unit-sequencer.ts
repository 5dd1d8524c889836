// Orders the unit run's files longest first by the last whole run's times. Vitest's own order
// reads its results cache, which a fresh clone lacks, and falls back to file size: a 35 s file
// then started last on one worker while the other had finished.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { longestFirst, unitFileWeights } from './unit-file-weights.ts';

export default class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    return Promise.resolve(
      longestFirst(files, (file) => relative(root, file.moduleId), unitFileWeights()),
    );
  }
}
