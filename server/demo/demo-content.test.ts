import { describe, expect, it } from 'vitest';
import { demoEvents } from './demo-content';

const easternClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);

describe('demo events', () => {
  it('start at 7:00 PM Eastern, in winter and in summer, weeks after the seeding day', () => {
    for (const now of [new Date('2026-11-22T04:09:00Z'), new Date('2026-06-30T23:59:00Z')]) {
      for (const event of demoEvents(now)) {
        expect(easternClock(event.starts_at)).toBe('7:00 PM');
        expect(event.starts_at.getTime() - now.getTime()).toBeGreaterThan(14 * 24 * 3600 * 1000);
      }
    }
  });
});
