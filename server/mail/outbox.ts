import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

let sequence = 0;

/**
 * A file name that sorts by time of sending: UTC time to the millisecond, a per-process
 * sequence number, then the kind and recipient so a test can pick its message by name.
 */
export function outboxFileName(kind: string, recipient: string, extension: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  sequence = (sequence + 1) % 10000;
  const safeRecipient = recipient.replace(/[^a-zA-Z0-9@._+-]/g, '_').slice(0, 80);
  const unique = randomBytes(3).toString('hex');
  return `${stamp}-${String(sequence).padStart(4, '0')}-${unique}-${kind}-${safeRecipient}.${extension}`;
}

/**
 * Writes a message whole or not at all: to a hidden temporary name, then renamed. Whoever
 * watches the folder (a developer, a test waiting for a code) never reads half a message, now
 * that mail may be written while the answer is read.
 */
export function writeToOutbox(
  directory: string,
  fileName: string,
  content: string | Buffer,
): string {
  mkdirSync(directory, { recursive: true });
  const path = join(directory, fileName);
  const partial = join(directory, `.${randomBytes(8).toString('hex')}.partial`);
  writeFileSync(partial, content);
  renameSync(partial, path);
  return path;
}
