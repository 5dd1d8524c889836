import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  dutyStatuses,
  isDutyStatusCode,
  isDutyStatusId,
  isFormerDutyStatus,
  isSpouseDutyStatus,
  validateDutyStatus,
} from './duty-statuses';

const codeOf = (name: string): string[] =>
  dutyStatuses.filter((status) => status.name === name).map((status) => status.code);

describe('duty statuses with codes (spec §3)', () => {
  it('carries the codes of the spec', () => {
    expect(codeOf('Full-time Active Duty')).toEqual(['2']);
    expect(codeOf('Active')).toEqual(['2']);
    expect(codeOf('Ready Reserve')).toEqual(['1']);
    expect(codeOf('Reservist')).toEqual(['1']);
    expect(codeOf('Academy Cadet')).toEqual(['C']);
    expect(codeOf('Academy Cadet (Reserve)')).toEqual(['1']);
    expect(codeOf('Retired')).toEqual(['3']);
    expect(codeOf('Separated')).toEqual(['7']);
    expect(codeOf('National Guard')).toEqual(['N']);
    expect(codeOf('National Guard, Non-insured')).toEqual(['N-']);
    expect(codeOf('Insured Member')).toEqual(['I']);
    expect(codeOf('Honorably Discharged Veteran')).toEqual(['5']);
    expect(codeOf('Current Federal Employee')).toEqual(['8']);
    expect(codeOf('Spouse')).toEqual(['9']);
  });

  it('has unique ids', () => {
    const ids = dutyStatuses.map((status) => status.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(isDutyStatusId('retired')).toBe(true);
  });

  it('flags retired and separated as former, and only the spouse as spouse', () => {
    expect(dutyStatuses.filter((s) => s.former).map((s) => s.code)).toEqual(['3', '7']);
    expect(dutyStatuses.filter((s) => s.spouse).map((s) => s.code)).toEqual(['9']);
    expect(isFormerDutyStatus('3')).toBe(true);
    expect(isFormerDutyStatus('2')).toBe(false);
    expect(isSpouseDutyStatus('9')).toBe(true);
    expect(isSpouseDutyStatus('8')).toBe(false);
  });

  it('validates codes', () => {
    expect(isDutyStatusCode('C')).toBe(true);
    expect(validateDutyStatus('N-')).toBeUndefined();
    expect(validateDutyStatus('4')).toBe(messages.invalid);
    expect(validateDutyStatus(2)).toBe(messages.invalid);
  });
});
