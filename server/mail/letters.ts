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
  resumeApplication: (to: string, title: string, link: string, expiresOn: string): MailMessage => ({
    to,
    subject: 'Finish your application',
    text: `Your ${title} is saved. To finish it, on this device or any other, open this link:\n\n${link}\n\nThe link works once, until ${expiresOn}. For your security, your Social Security number and any card or bank numbers were not saved: you will be asked for them again. If the link has expired or was used, you can ask for a new one on the page it opens.\n\nIf you did not save an application, ignore this e-mail.\n`,
  }),
  passwordChanged: (to: string): MailMessage => ({
    to,
    subject: 'Your password was changed',
    text: `The password of your member account was just changed, and every other session was logged out.\n\nIf you did not change it, reset your password at once and call us.\n`,
  }),
  emailChanged: (to: string, newAddress: string): MailMessage => ({
    to,
    subject: 'Your e-mail address was changed',
    text: `The e-mail address of your member account was just changed to ${newAddress}. Password reset links and codes now go there.\n\nIf you did not change it, call us at once.\n`,
  }),
  phoneChanged: (to: string): MailMessage => ({
    to,
    subject: 'Your phone number was changed',
    text: `The phone number of your member account was just changed. Text and voice codes now go there.\n\nIf you did not change it, call us at once.\n`,
  }),
  setupUsernameCode: (to: string, code: string, minutes: number): MailMessage => ({
    to,
    subject: 'Your code to set up a username',
    text: `To set up the username of your member account, enter this code:\n\n${code}\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail: nothing changes without the code.\n`,
  }),
  usernameSet: (to: string, username: string): MailMessage => ({
    to,
    subject: 'Your username was set',
    text: `A username and password were just set for your member account. Your username is:\n\n${username}\n\nEvery earlier session of the account was logged out. If you did not do this, please call us at once.\n`,
  }),
  confirmSignup: (to: string, link: string, hours: number): MailMessage => ({
    to,
    subject: 'Confirm your e-mail address',
    text: `To confirm your e-mail address and finish creating your member account, open this link:\n\n${link}\n\nThe link is valid for ${hours} hours and can be used once. If you did not sign up, ignore this e-mail: no account is made without it.\n`,
  }),
  alreadyMember: (to: string, loginUrl: string, resetUrl: string): MailMessage => ({
    to,
    subject: 'You already have an account',
    text: `Someone, probably you, asked to become a member with this e-mail address, but you already have an account with it, so no new account was made.\n\nLog in:\n\n${loginUrl}\n\nForgot your password? Reset it:\n\n${resetUrl}\n\nIf you did not ask, ignore this e-mail: nothing has changed on your account.\n`,
  }),
  username: (to: string, usernames: readonly string[]): MailMessage => ({
    to,
    subject: 'Your username',
    text: `The username of your member account:\n\n${usernames.join('\n')}\n\nYou can log in with it at any time.\n`,
  }),
  contactMessageToTeam: (
    to: string,
    channel: string,
    sender: {
      first_name: string;
      last_name: string;
      email: string;
      phone: string | null;
      message: string;
    },
  ): MailMessage => ({
    to,
    subject: `Contact form: ${channel}`,
    text: `A message from the contact form about: ${channel}\n\nFrom: ${sender.first_name} ${sender.last_name}\nE-mail: ${sender.email}\nPhone: ${sender.phone ?? 'not given'}\n\n${sender.message}\n`,
  }),
  contactCopy: (to: string, channel: string): MailMessage => ({
    to,
    subject: 'We received your message',
    text: `Thank you for writing to us about: ${channel}. Our team answers within two business days, at this address.\n\nThis e-mail does not repeat your message: anyone can type an address into our form, and we send our own words only.\n\nIf you did not write to us, ignore this e-mail.\n`,
  }),
  scholarshipReceived: (to: string, firstName: string): MailMessage => ({
    to,
    subject: 'Your scholarship application is received',
    text: `Dear ${firstName},\n\nThank you for applying to the association's scholarship program. Your application is received, and the scholarship committee reviews every application after the application period closes. We write to every applicant with the committee's decision.\n\nIf you did not apply, ignore this e-mail.\n`,
  }),
};

export const phoneCodeText = (code: string, minutes: number): string =>
  `Your verification code is ${code}. It is valid for ${minutes} minutes.`;
