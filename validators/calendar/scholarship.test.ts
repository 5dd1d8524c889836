import { describe, expect, it } from 'vitest';
import { isInScholarshipWindow, scholarship } from './scholarship';

const at = (iso: string): Date => new Date(iso);

describe('scholarship window (spec §9: 12/02/2024 06:00 to 02/27/2025 15:00 America/Chicago)', () => {
  it('is configured in Chicago time', () => {
    expect(scholarship.timeZone).toBe('America/Chicago');
  });

  it('opens at 6am Central Standard Time (UTC-6), start included', () => {
    expect(isInScholarshipWindow(at('2024-12-02T11:59:59.999Z'))).toBe(false);
    expect(isInScholarshipWindow(at('2024-12-02T12:00:00.000Z'))).toBe(true);
  });

  it('closes at 3pm Central Standard Time, end excluded', () => {
    expect(isInScholarshipWindow(at('2025-02-27T20:59:59.999Z'))).toBe(true);
    expect(isInScholarshipWindow(at('2025-02-27T21:00:00.000Z'))).toBe(false);
  });

  it('accepts another window from config', () => {
    const next = {
      timeZone: 'America/Chicago',
      start: '2025-12-01T06:00',
      end: '2026-02-26T15:00',
    };
    expect(isInScholarshipWindow(at('2026-01-10T12:00:00Z'), next)).toBe(true);
    expect(isInScholarshipWindow(at('2025-01-10T12:00:00Z'), next)).toBe(false);
  });
});
