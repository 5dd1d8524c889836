import { describe, expect, it } from 'vitest';
import { eventStartText } from '../content/events';
import { isEventList } from './events-response';

const event = {
  id: 'benefits-webinar',
  title: 'Member benefits webinar',
  startsAt: '2027-03-04T23:00:00.000Z',
  location: 'Online',
  description: 'A walk through the benefits.',
};

describe('events answer', () => {
  it('accepts a list of complete events only', () => {
    expect(isEventList({ events: [event] })).toBe(true);
    expect(isEventList({ events: [] })).toBe(true);
    expect(isEventList({ events: [{ ...event, title: 3 }] })).toBe(false);
    expect(isEventList({})).toBe(false);
    expect(isEventList(null)).toBe(false);
  });

  it('tells the start on the New York clock', () => {
    expect(eventStartText(event.startsAt)).toBe('Thursday, March 4, 2027 at 6:00 PM EST');
  });
});
