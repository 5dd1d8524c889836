import { describe, expect, it } from 'vitest';
import { election, electionMeetingTime, isInElectionWindow, type ElectionConfig } from './election';

const at = (iso: string): Date => new Date(iso);

describe('election window (spec §9: 07/01/2025 00:00 to 10/17/2025 00:00 America/New_York)', () => {
  it('is configured as the spec says', () => {
    expect(election.timeZone).toBe('America/New_York');
    expect(election.annualMeeting).toBe(68);
    expect(election.candidates).toHaveLength(2);
    expect(election.candidates.every((candidate) => candidate.recommended)).toBe(true);
  });

  it('opens at midnight New York time (EDT, UTC-4), start included', () => {
    expect(isInElectionWindow(at('2025-07-01T03:59:59.999Z'))).toBe(false);
    expect(isInElectionWindow(at('2025-07-01T04:00:00.000Z'))).toBe(true);
  });

  it('closes at midnight New York time on 10/17, end excluded', () => {
    expect(isInElectionWindow(at('2025-10-17T03:59:59.999Z'))).toBe(true);
    expect(isInElectionWindow(at('2025-10-17T04:00:00.000Z'))).toBe(false);
  });

  it('is closed long before and after', () => {
    expect(isInElectionWindow(at('2025-01-15T12:00:00Z'))).toBe(false);
    expect(isInElectionWindow(at('2025-08-15T12:00:00Z'))).toBe(true);
    expect(isInElectionWindow(at('2026-08-15T12:00:00Z'))).toBe(false);
  });

  it('meets on 10/17/2025 at 10:00 New York time', () => {
    expect(electionMeetingTime().toISOString()).toBe('2025-10-17T14:00:00.000Z');
  });

  it("takes next year's window from config alone", () => {
    const next: ElectionConfig = {
      ...election,
      annualMeeting: 69,
      start: '2026-07-01T00:00',
      end: '2026-10-16T00:00',
      meeting: '2026-10-16T10:00',
    };
    expect(isInElectionWindow(at('2026-08-15T12:00:00Z'), next)).toBe(true);
    expect(isInElectionWindow(at('2025-08-15T12:00:00Z'), next)).toBe(false);
    expect(electionMeetingTime(next).toISOString()).toBe('2026-10-16T14:00:00.000Z');
  });

  it('is never open for an invalid date', () => {
    expect(isInElectionWindow(new Date(Number.NaN))).toBe(false);
  });
});
