import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueFiles, planCodeEntries } from './catalogue-files';
import { planFolderPaths, readPlanFolder } from './plan-folder';

const scratch = mkdtempSync(join(tmpdir(), 'plan-folder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('catalogue-files.ts', () => {
  it('holds every plan file of the folder, once, each named after its plan', () => {
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

describe('a plan folder', () => {
  it('takes a plan file added to it, in file-name order, beside neither the plan list nor other files', () => {
    for (const name of ['plan-b.json', 'plan-codes.json', 'plan-a.json', 'notes.md'])
      writeFileSync(join(scratch, name), '{}');
    expect(planFolderPaths(scratch)).toEqual(['plan-a.json', 'plan-b.json']);
    expect(readPlanFolder(scratch)).toEqual({ 'plan-a.json': {}, 'plan-b.json': {} });
  });

  it('names the file that is not JSON', () => {
    writeFileSync(join(scratch, 'plan-c.json'), '{ "id": }');
    expect(() => readPlanFolder(scratch)).toThrow(/^plans\/catalogue\/plan-c\.json: /);
  });
});
