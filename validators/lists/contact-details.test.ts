import { describe, expect, it } from 'vitest';
import { validateEmail } from '../formats/email';
import { validatePhone } from '../formats/phone';
import { contactChannels } from './contact-channels';
import { contactDetails, officeHoursText, telHref } from './contact-details';

describe('the association contact details', () => {
  it('give every channel of spec §9 its own valid phone number and e-mail', () => {
    const details = contactChannels.map((channel) => contactDetails[channel.code]);
    for (const entry of details) {
      expect(validatePhone(entry.phone), entry.phone).toBeUndefined();
      expect(validateEmail(entry.email), entry.email).toBeUndefined();
      expect(entry.team).not.toBe('');
    }
    expect(new Set(details.map((entry) => entry.phone)).size).toBe(details.length);
    expect(new Set(details.map((entry) => entry.email)).size).toBe(details.length);
  });

  it('use numbers set aside for fiction, never a real line', () => {
    for (const entry of Object.values(contactDetails)) expect(entry.phone).toMatch(/-555-01\d\d$/);
  });

  it('say the hours in one sentence, and dial with the country code', () => {
    expect(officeHoursText).toBe('Monday to Thursday 8am to 6pm ET, Friday 8am to 4pm ET');
    expect(telHref('800-555-0100')).toBe('tel:+18005550100');
  });
});
