import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileNameProblem } from './file-name-case';

const root = fileURLToPath(new URL('..', import.meta.url));
const folders = [
  'validators',
  'plans',
  'engine',
  'forms',
  'site',
  'server',
  'studio',
  'tests',
  'scripts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** A test's subject, the file its name is about: the test itself when it has none. */
function subjectOf(file: string): string {
  const stem = file.replace(/\.(?:e2e\.test|property\.test|test)\.(ts|tsx)$/, '');
  if (stem === file) return file;
  return (
    ['.tsx', '.ts'].map((ext) => stem + ext).find((path) => existsSync(join(root, path))) ?? file
  );
}

describe('file names', () => {
  it('are PascalCase for files of React components, kebab-case for every other', () => {
    const problems = folders
      .flatMap((folder) => sourceFiles(join(root, folder)))
      .flatMap((file) => {
        const subject = subjectOf(file);
        const name = file.slice(file.lastIndexOf('/') + 1);
        const problem = fileNameProblem(name, {
          tsx: subject.endsWith('.tsx'),
          source: readFileSync(join(root, subject), 'utf8'),
        });
        return problem === undefined ? [] : [`${file}: ${problem}`];
      });
    expect(problems).toEqual([]);
  });

  const module = (source = '') => ({ tsx: false, source });
  const tsx = (source = '') => ({ tsx: true, source });
  const component = 'export function StepProgress() {}';
  it.each([
    ['routeTable.ts', module(), 'a name is PascalCase or kebab-case, not routeTable'],
    ['route-table.ts', module(), undefined],
    ['route-table.test.ts', module(), undefined],
    ['certificates.schema.test.ts', module(), undefined],
    ['form-wizard.e2e.test.ts', module(), undefined],
    ['styles.d.ts', module(), undefined],
    [
      'RouteTable.ts',
      module('export const RouteTable = {}'),
      'a file without components is kebab-case: route-table',
    ],
    ['step-progress.tsx', tsx(component), 'a file of components is PascalCase'],
    ['step-progress.test.ts', tsx(component), 'a file of components is PascalCase'],
    ['StepProgress.tsx', tsx(component), undefined],
    ['StepProgress.test.ts', tsx(component), undefined],
    [
      'AuthPages.tsx',
      tsx('export function LoginPage() {}\nexport const SignupPage = () => null;'),
      undefined,
    ],
    ['main.tsx', tsx('export function startApp() {}'), undefined],
    [
      'Main.tsx',
      tsx('export function startApp() {}'),
      'a file without components is kebab-case: main',
    ],
  ] as const)('judges %s', (name, about, problem) => {
    expect(fileNameProblem(name, about)).toBe(problem);
  });
});
