import { outboxFileName, writeToOutbox } from './outbox';

export type PhoneChannel = 'sms' | 'voice';

/** Text messages and voice calls; a real provider implements this one method. */
export interface PhoneMessenger {
  send(message: { channel: PhoneChannel; to: string; text: string }): Promise<void>;
}

/** Development and tests: each message becomes a text file in the outbox folder. */
export function outboxPhoneMessenger(directory: string): PhoneMessenger {
  return {
    async send({ channel, to, text }) {
      const content = `Channel: ${channel}\nTo: ${to}\nDate: ${new Date().toISOString()}\n\n${text}\n`;
      writeToOutbox(directory, outboxFileName(channel, to, 'txt'), content);
    },
  };
}
