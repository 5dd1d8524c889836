import type { MailMessage } from './mailer';

/** The texts the server sends; codes and links stand on their own line so they are easy to find. */
export const letters = {
  mfaCode: (to: string, code: string, minutes: number): MailMessage => ({
    to,
    subject: 'Your verification code',
    text: `Your verification code is:\n\n${code}\n\nIt is valid for ${minutes} minutes and can be used once. If you did not try to log in, please change your password.\n`,
  }),
  passwordReset: (to: string, link: string, minutes: number): MailMessage => ({
    to,
    subject: 'Reset your password',
    text: `To choose a new password, open this link:\n\n${link}\n\nThe link is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail.\n`,
  }),
  username: (to: string, usernames: readonly string[]): MailMessage => ({
    to,
    subject: 'Your username',
    text: `The username of your member account:\n\n${usernames.join('\n')}\n\nYou can log in with it at any time.\n`,
  }),
};

export const phoneCodeText = (code: string, minutes: number): string =>
  `Your verification code is ${code}. It is valid for ${minutes} minutes.`;
