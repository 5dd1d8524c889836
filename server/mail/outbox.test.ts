import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxFileName, writeToOutbox } from './outbox';

describe('writeToOutbox', () => {
  const directory = mkdtempSync(join(tmpdir(), 'mba-outbox-test-'));
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('leaves only the whole message under its name, nothing half written beside it', () => {
    const name = outboxFileName('email', 'ann@example.com', 'eml');
    const path = writeToOutbox(join(directory, 'outbox'), name, 'Subject: hello\n\nbody\n');
    expect(readdirSync(join(directory, 'outbox'))).toEqual([name]);
    expect(readFileSync(path, 'utf8')).toBe('Subject: hello\n\nbody\n');
  });
});
