import { randomUUID } from 'node:crypto';
import { contactChannels, type ContactChannelCode } from '../../../validators';
import { throttleAddress, throttleTarget } from '../../auth/request-throttle';
import { letters } from '../../mail/letters';
import { personNameProperties } from '../../schemas/person-name';
import { defineAction } from '../action';

interface ContactMessageData {
  channel: ContactChannelCode;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  message: string;
  /** A field people never see: only a program filling every field answers it. */
  website?: string;
}

/** The longest message the form takes, in characters. */
export const contactMessageMaxLength = 2000;

export const contactThanks =
  'Thank you. Your message is on its way to our team, and we have e-mailed you to say it arrived.';

/**
 * The contact form: stored for the team of the chosen channel, mailed to its address, and a copy
 * mailed to the sender. Spam defence without a third party: a hidden field that only programs fill
 * (answered alike, nothing kept or sent) and a limit per address and per sender.
 */
export const sendMessage = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['channel', 'firstName', 'lastName', 'email', 'message'],
    properties: {
      channel: { type: 'string', enum: contactChannels.map((channel) => channel.code) },
      ...personNameProperties,
      email: { type: 'string', minLength: 1, rule: 'email' },
      phone: { type: 'string', rule: 'phone' },
      message: {
        type: 'string',
        minLength: 1,
        maxLength: contactMessageMaxLength,
        notBlank: true,
      },
      website: { type: 'string', maxLength: 200 },
    },
  },
  async handle(data: ContactMessageData, context) {
    const email = data.email.trim().toLowerCase();
    const { contactPerAddress, contactPerTarget } = context.config.throttle;
    await throttleAddress(context, 'contact.sendMessage', contactPerAddress);
    if (data.website?.trim()) return { message: contactThanks };
    await throttleTarget(context, 'contact.sendMessage', email, contactPerTarget);
    const message = {
      id: randomUUID(),
      channel: data.channel,
      first_name: data.firstName.trim(),
      last_name: data.lastName.trim(),
      email,
      phone: data.phone?.replace(/\D/g, '') || null,
      message: data.message.trim(),
    };
    await context.db.insertInto('contact_messages').values(message).execute();
    const channel = contactChannels.find((candidate) => candidate.code === data.channel);
    const inbox = context.config.contactInboxes[data.channel];
    context.afterAnswer.run(async () => {
      await context.mailer.send(letters.contactMessageToTeam(inbox, channel?.name ?? '', message));
      await context.mailer.send(letters.contactCopy(email, channel?.name ?? ''));
    }, context.log);
    return { message: contactThanks };
  },
});
