import { describe, expect, it } from 'vitest';
import { localTimeText } from './scholarship';

describe('localTimeText', () => {
  it('writes the configured local times as a person reads them', () => {
    expect(localTimeText('2024-12-02T06:00', 'America/Chicago')).toBe(
      'December 2, 2024, 6:00 AM Central time',
    );
    expect(localTimeText('2025-02-27T15:00', 'America/Chicago')).toBe(
      'February 27, 2025, 3:00 PM Central time',
    );
    expect(localTimeText('2025-01-01T00:30', 'Europe/Berlin')).toBe(
      'January 1, 2025, 12:30 AM Europe/Berlin',
    );
    expect(localTimeText('2025-01-01T12:00', 'America/New_York')).toBe(
      'January 1, 2025, 12:00 PM Eastern time',
    );
  });

  it('leaves a text that is not a local time as it is', () => {
    expect(localTimeText('soon', 'America/Chicago')).toBe('soon');
  });
});
