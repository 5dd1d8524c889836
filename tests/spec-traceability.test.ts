import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/spec-traceability.md indexes the traceability documents of the domain core
// (validators/ and plans/), of the form engine and of the site. Every row of their "spec → code → test" tables must
// name files that exist and at least one test file that exists, so the tables cannot drift from
// the code.

const root = fileURLToPath(new URL('..', import.meta.url));
const indexPath = 'docs/spec-traceability.md';

/** A Markdown table: its header cells and its data rows' cells. */
interface Table {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

function tablesOf(markdown: string): Table[] {
  const tables: Table[] = [];
  const lines = markdown.split('\n');
  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? '';
    const previous = lines[index - 1] ?? '';
    if (line.startsWith('|') && /^\|[\s:-]+(\|[\s:-]+)+\|?$/.test(next.trim())) {
      tables.push({ header: cellsOf(line), rows: [] });
    } else if (line.startsWith('|') && !/^\|[\s:-]+(\|[\s:-]+)+\|?$/.test(line.trim())) {
      const table = tables.at(-1);
      if (table && previous.startsWith('|'))
        table.rows.push({ line: index + 1, cells: cellsOf(line) });
    }
  });
  return tables;
}

// A file name as the documents write it: a path ending in a source or data extension. '*' and
// '<id>' stand for any name.
const fileToken = /[A-Za-z0-9_.\-/<>*]+\.(?:tsx?|json|md)\b/g;

/** File names in a cell; quoted test titles ("accepts data/products/%s.json") are not files. */
function fileTokens(text: string): string[] {
  const unquoted = text.replace(/"[^"]*"/g, '');
  return [...unquoted.matchAll(fileToken)].map((match) => match[0]);
}

function matchesPattern(token: string, directory: string): boolean {
  const full = join(directory, token.replace(/<[^>]+>/g, '*'));
  const folder = dirname(full);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return false;
  const escaped = basename(full)
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*');
  const pattern = new RegExp(`^${escaped}$`);
  return readdirSync(folder).some((name) => pattern.test(name));
}

/** Whether a file name resolves from the repository root or one of the document's folders. */
function resolves(token: string, bases: readonly string[]): boolean {
  return ['', ...bases].some((base) => matchesPattern(token, join(root, base)));
}

interface IndexedDocument {
  path: string;
  bases: string[];
}

function indexedDocuments(): IndexedDocument[] {
  const index = readFileSync(join(root, indexPath), 'utf8');
  const table = tablesOf(index).find((t) => t.header.includes('Document'));
  const column = table?.header.indexOf('Document') ?? -1;
  const basesColumn = table?.header.indexOf('Paths relative to') ?? -1;
  return (table?.rows ?? []).map(({ cells }) => {
    const link = /\]\(([^)]+)\)/.exec(cells[column] ?? '')?.[1] ?? '';
    const bases = [...(cells[basesColumn] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
    return { path: join('docs', link), bases };
  });
}

/** The problems of one document: each row of a table with a Test column, checked. */
function rowProblems(path: string, bases: readonly string[]): string[] {
  const problems: string[] = [];
  for (const table of tablesOf(readFileSync(join(root, path), 'utf8'))) {
    const testColumn = table.header.findIndex((cell) => /^tests?$/i.test(cell));
    if (testColumn < 0) continue;
    // A row that names no code file continues the one above it ('messages.ts: `messages.required`',
    // then '`messages.invalid`') or the file its header names ('Code (`validators/constants.ts`)').
    let codeAbove = table.header
      .filter((_cell, column) => column > 0 && column !== testColumn)
      .some((cell) => fileTokens(cell).length > 0);
    for (const { line, cells } of table.rows) {
      const where = `${path}:${line}`;
      // The first column names the spec rule; the others name code, data and tests.
      const tokens = cells.slice(1).flatMap(fileTokens);
      for (const token of tokens) {
        if (!resolves(token, bases)) problems.push(`${where}: ${token} does not exist`);
      }
      const tests = fileTokens(cells[testColumn] ?? '').filter((t) => /\.test\.tsx?$/.test(t));
      if (tests.length === 0) problems.push(`${where}: names no test file`);
      const namesCode = tokens.length > tests.length;
      if (!namesCode && !codeAbove) problems.push(`${where}: names no code or data file`);
      codeAbove ||= namesCode;
    }
  }
  return problems;
}

describe('docs/spec-traceability.md', () => {
  const documents = indexedDocuments();

  it('indexes the traceability documents of validators/, plans/, engine/ and site/', () => {
    expect(documents.map((d) => d.path).sort()).toEqual([
      'docs/traceability/engine.md',
      'docs/traceability/plans-catalogue.md',
      'docs/traceability/plans-certificates.md',
      'docs/traceability/plans-rates.md',
      'docs/traceability/site.md',
      'docs/traceability/validators-lists-and-member-rules.md',
      'docs/traceability/validators-rules.md',
    ]);
    for (const { bases } of documents) expect(bases.length).toBeGreaterThan(0);
  });

  it('names only files that exist and a test in every row of its own tables', () => {
    expect(rowProblems(indexPath, [])).toEqual([]);
  });

  it.each(indexedDocuments().map((d) => [d.path, d] as const))(
    '%s: every row names files that exist and at least one test that exists',
    (_path, { path, bases }) => {
      expect(rowProblems(path, bases)).toEqual([]);
    },
  );
});

describe('the row checker itself', () => {
  it('reads tables, file names and patterns', () => {
    const markdown =
      '| Spec | Code | Test |\n|---|---|---|\n| x | `a/b.ts` | `b.test.ts` "name" |\n';
    expect(tablesOf(markdown)).toEqual([
      {
        header: ['Spec', 'Code', 'Test'],
        rows: [{ line: 3, cells: ['x', '`a/b.ts`', '`b.test.ts` "name"'] }],
      },
    ]);
    expect(fileTokens('`data/products/<id>.json`, `plans/check/*.ts` and messages.ts')).toEqual([
      'data/products/<id>.json',
      'plans/check/*.ts',
      'messages.ts',
    ]);
  });

  it('finds files from the root or a base folder and refuses missing ones', () => {
    expect(resolves('validators/messages.ts', [])).toBe(true);
    expect(resolves('messages.test.ts', ['validators/'])).toBe(true);
    expect(resolves('data/products/<id>.json', ['plans/certificates/'])).toBe(true);
    expect(resolves('no-such-file.test.ts', ['validators/'])).toBe(false);
    expect(resolves('messages.test.ts', [])).toBe(false);
  });
});
