import { decodeShareData, messages } from '../../../validators';
import { throttleAddress, throttleTarget } from '../../auth/request-throttle';
import { fieldErrors } from '../../http/api-error';
import type { MailMessage } from '../../mail/mailer';
import { defineAction } from '../action';
import { shareLink, storeSharedLink } from './shared-link';
import { sharedPageOf } from './shared-target';

interface ShareData {
  senderName: string;
  email: string;
  /** The /shareapp/ link's data (validators' encodeShareData) of the page shared. */
  data: string;
  /** A field people never see: only a program filling every field answers it. */
  website?: string;
}

export const shareThanks = (email: string): string =>
  `Thank you. We have e-mailed the link to ${email}.`;

function shareLetter(to: string, senderName: string, title: string, link: string): MailMessage {
  return {
    to,
    subject: `${senderName} shared an association application with you`,
    text: `${senderName} thought the association's ${title} could be a good fit for you and asked us to send you this link:\n\n${link}\n\nThe association serves military members, veterans, federal employees and their families. Applying takes about 15 minutes.\n\nWe sent this e-mail because ${senderName} entered your address on our website. We keep no list of addresses from it and will not write to you again unless you ask.\n`,
  };
}

/**
 * The share-app e-mail (spec §3 "Email flags: shareApplication"): a link to the application or
 * plan page the visitor is on, mailed to someone they name and kept. Spam defence as the contact
 * form's: a hidden field (answered alike, nothing kept or sent), limits per caller and recipient,
 * and no words of the visitor's in the letter but a person's name (no number, address or link).
 */
export const application = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['senderName', 'email', 'data'],
    properties: {
      senderName: {
        type: 'string',
        minLength: 1,
        maxLength: 60,
        notBlank: true,
        rule: 'personName',
      },
      email: { type: 'string', minLength: 1, rule: 'email' },
      data: { type: 'string', minLength: 1, maxLength: 1000 },
      website: { type: 'string', maxLength: 200 },
    },
  },
  async handle(input: ShareData, context) {
    const target = decodeShareData(input.data);
    const title = target && sharedPageOf(target)?.title;
    if (target === undefined || title === undefined) throw fieldErrors({ data: messages.invalid });
    const email = input.email.trim().toLowerCase();
    await throttleAddress(context, 'share.application');
    if (input.website?.trim()) return { message: shareThanks(email) };
    const { mailPerTarget } = context.config.throttle;
    await throttleTarget(context, 'share.application', email, mailPerTarget);
    const senderName = input.senderName.trim().replace(/\s+/g, ' ');
    const link = shareLink(context, target);
    await storeSharedLink(context, { kind: 'application', senderName, recipient: email, link });
    context.afterAnswer.run(
      () => context.mailer.send(shareLetter(email, senderName, title, link)),
      context.log,
    );
    return { message: shareThanks(email) };
  },
});
