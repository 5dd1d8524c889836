import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueFiles, planCodeEntries } from './catalogue-files';

describe('catalogue-files.ts', () => {
  it('imports every plan file of the folder, once', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const onDisk = readdirSync(dir)
      .filter((name) => name.endsWith('.json') && name !== 'plan-codes.json')
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    expect(catalogueFiles.map((plan) => plan.id).sort()).toEqual(onDisk);
  });

  it('holds the plan list of spec §3', () => {
    expect(planCodeEntries.map((entry) => entry.code)).toEqual(
      'LG AD AV AN CH CI DC FD FP HC HM HP HS IR L1 L2 L3 L4 L5 L6 L7 N1 N3 LD LS MD NG VP WL RV'.split(
        ' ',
      ),
    );
  });
});
