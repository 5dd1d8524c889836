import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { contactChannels, validateContactChannel } from './contact-channels';

describe('contact channels (spec §9)', () => {
  it('members, agents, billing, applications, life claims, TRICARE and certificates', () => {
    expect(contactChannels.map((channel) => channel.code).sort()).toEqual([
      'agents',
      'applications',
      'billing',
      'certificates',
      'life-claims',
      'members',
      'tricare',
    ]);
    expect(validateContactChannel('billing')).toBeUndefined();
    expect(validateContactChannel('Billing')).toBe(messages.invalid);
    expect(validateContactChannel('')).toBeUndefined();
  });
});
