import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formCatalogue, formFolderPaths, readFormFolder } from '.';

const scratch = mkdtempSync(join(tmpdir(), 'form-folder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function folder(name: string, files: { [path: string]: string }): string {
  const dir = join(scratch, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('a forms folder', () => {
  it("lists each plan folder's and the fragments' JSON files, sorted, and nothing else", () => {
    const dir = folder('layout', {
      'term-90-plus/standard.json': '{}',
      'level-term/standard.json': '{}',
      'fragments/address.json': '{}',
      'term-90-plus/quick-step.json': '{}',
      'term-90-plus/notes.md': '',
      'term-90-plus/old/standard.json': '{}',
      'catalogue.json': '{}',
    });
    expect(formFolderPaths(dir)).toEqual([
      'fragments/address.json',
      'level-term/standard.json',
      'term-90-plus/quick-step.json',
      'term-90-plus/standard.json',
    ]);
  });

  it('names the file that is not JSON', () => {
    const dir = folder('broken', { 'term-90-plus/express.json': '{ "formId": }' });
    expect(() => readFormFolder(dir)).toThrow(/^forms\/term-90-plus\/express\.json: /);
  });

  it('takes fragments by name and every other file as a form', () => {
    const catalogue = formCatalogue({
      'fragments/federal-employment.json': { step: { id: 'employment' } },
      'term-90-plus/express.json': {
        formId: 'express',
        steps: [{ $ref: '../fragments/federal-employment.json#/step', title: 'Work' }],
      },
    });
    expect(Object.keys(catalogue.fragments)).toEqual(['federal-employment']);
    expect(catalogue.formFiles.map((file) => file.path)).toEqual([
      'forms/term-90-plus/express.json',
    ]);
    expect(catalogue.formDefinitions[0]?.steps).toEqual([{ id: 'employment', title: 'Work' }]);
  });

  it('names the file whose fragment reference is wrong', () => {
    expect(() =>
      formCatalogue({ 'term-90-plus/express.json': { steps: [{ $ref: '../fragments/x.json' }] } }),
    ).toThrow("forms/term-90-plus/express.json: /steps/0: no fragment named 'x'");
  });
});
