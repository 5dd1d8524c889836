import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { outboxFileName, writeToOutbox } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
      await (await transport).sendMail({ from, ...message });
    },
  };
}

/**
 * Development and tests: each message becomes an .eml file in the outbox folder. The body is
 * written as 8bit text, not quoted-printable, so a code or link is found by a plain search.
 */
export function outboxMailer(directory: string): Mailer {
  return {
    async send(message) {
      const headers = [
        `From: ${from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${new Date().toUTCString()}`,
        `Message-ID: <${randomUUID()}@mba.example>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
      ];
      const eml = `${headers.join('\r\n')}\r\n\r\n${message.text.replace(/\r?\n/g, '\r\n')}`;
      writeToOutbox(directory, outboxFileName('email', message.to, 'eml'), eml);
    },
  };
}
