import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { outboxFileName, writeToOutbox } from './outbox';

/** A file sent with a message, e.g. the live calculator's PDF. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const from = 'Member Services <no-reply@mba.example>';

/**
 * SMTP through nodemailer, e.g. `smtp://user:pass@host:587`. nodemailer loads with the first
 * message rather than at the server's start.
 */
export function smtpMailer(url: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(url),
      );
      const { attachments = [], ...rest } = message;
      const files = attachments.map((file) => ({ ...file, content: Buffer.from(file.content) }));
      const mail = await transport;
      await mail.sendMail({ from, ...rest, attachments: files });
    },
  };
}

/** Base64 in lines of 76 characters, as MIME asks of an attachment's body. */
function base64Lines(content: Uint8Array): string {
  return (
    Buffer.from(content)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
}

/** The body and its content headers: plain text, or the text then each file (multipart/mixed). */
function mimeBody(message: MailMessage): { headers: string[]; body: string } {
  const text = message.text.replace(/\r?\n/g, '\r\n');
  const textHeaders = [
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  if (!message.attachments?.length) return { headers: textHeaders, body: text };
  const boundary = `mba-${randomUUID()}`;
  const parts = [
    `${textHeaders.join('\r\n')}\r\n\r\n${text}`,
    ...message.attachments.map((file) =>
      [
        `Content-Type: ${file.contentType}; name="${file.filename}"`,
        `Content-Disposition: attachment; filename="${file.filename}"`,
        'Content-Transfer-Encoding: base64',
        '',
        base64Lines(file.content),
      ].join('\r\n'),
    ),
  ];
  return {
    headers: [`Content-Type: multipart/mixed; boundary="${boundary}"`],
    body: `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`,
  };
}

/**
 * Development and tests: each message becomes an .eml file in the outbox folder. The text is
 * written as 8bit, not quoted-printable, so a code or link is found by a plain search; files
 * follow it as base64 parts, so the .eml opens in a mail program with its attachment.
 */
export function outboxMailer(directory: string): Mailer {
  return {
    async send(message) {
      const { headers: contentHeaders, body } = mimeBody(message);
      const headers = [
        `From: ${from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${new Date().toUTCString()}`,
        `Message-ID: <${randomUUID()}@mba.example>`,
        'MIME-Version: 1.0',
        ...contentHeaders,
      ];
      const eml = `${headers.join('\r\n')}\r\n\r\n${body}`;
      writeToOutbox(directory, outboxFileName('email', message.to, 'eml'), eml);
    },
  };
}
