import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emlAttachments, emlHeader } from '../testing/eml-attachments';
import { outboxMailer } from './mailer';

describe('outboxMailer', () => {
  const directory = mkdtempSync(join(tmpdir(), 'mba-outbox-mailer-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const read = (recipient: string) => {
    const name = readdirSync(directory).find((file) => file.includes(recipient)) ?? '';
    return readFileSync(join(directory, name), 'utf8');
  };

  it('writes a plain message as one text part', async () => {
    await outboxMailer(directory).send({
      to: 'ann@example.com',
      subject: 'Hi',
      text: 'Line\nTwo\n',
    });
    const eml = read('ann@example.com');
    expect(emlHeader(eml, 'Content-Type')).toBe('text/plain; charset=utf-8');
    expect(eml.endsWith('\r\n\r\nLine\r\nTwo\r\n')).toBe(true);
    expect(emlAttachments(eml)).toEqual([]);
  });

  it('writes the text then each file, byte for byte, as multipart/mixed', async () => {
    const content = Uint8Array.from({ length: 300 }, (_, index) => index % 256);
    await outboxMailer(directory).send({
      to: 'bo@example.com',
      subject: 'Your file',
      text: 'See the attachment.\n',
      attachments: [{ filename: 'estimate.pdf', contentType: 'application/pdf', content }],
    });
    const eml = read('bo@example.com');
    expect(emlHeader(eml, 'To')).toBe('bo@example.com');
    expect(emlHeader(eml, 'Content-Type')).toMatch(/^multipart\/mixed; boundary="mba-/);
    expect(eml).toContain('See the attachment.\r\n');
    const [file] = emlAttachments(eml);
    expect(file?.filename).toBe('estimate.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(file && [...file.content]).toEqual([...content]);
    expect(eml.split('\r\n').every((line) => line.length <= 998)).toBe(true);
  });
});
