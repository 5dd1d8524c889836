import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';
import { formatPhone } from './format-phone';
import { formatSsn } from './format-ssn';
import { formatUsd } from './format-usd';
import { formatZip } from './format-zip';

describe('formatZip', () => {
  it.each([
    ['123456789', '12345-6789'],
    ['12345', '12345'],
    ['12345-6789', '12345-6789'],
    ['1234', '1234'],
    ['123456', '12345-6'],
    ['1234567890', '12345-6789'],
    ['', ''],
    [2134, '2134'],
    [null, ''],
  ])('%j → %j', (value, formatted) => {
    expect(formatZip(value)).toBe(formatted);
  });
});

describe('formatPhone', () => {
  it.each([
    ['5551234567', '555-123-4567'],
    ['(555) 123-4567', '555-123-4567'],
    ['555', '555'],
    ['5551', '555-1'],
    ['555123', '555-123'],
    ['5551234', '555-123-4'],
    ['+1 555 123 4567', '555-123-4567'],
    ['15551234567', '555-123-4567'],
    ['abc', ''],
    [{}, ''],
  ])('%j → %j', (value, formatted) => {
    expect(formatPhone(value)).toBe(formatted);
  });
});

describe('formatSsn', () => {
  it.each([
    ['219451234', '219-45-1234'],
    ['219-45-1234', '219-45-1234'],
    ['2194', '219-4'],
    ['21945', '219-45'],
    ['219451', '219-45-1'],
    [undefined, ''],
    [-5, ''],
  ])('%j → %j', (value, formatted) => {
    expect(formatSsn(value)).toBe(formatted);
  });
});

describe('formatUsd', () => {
  it.each([
    [1000, '$1,000'],
    [4.38, '$4.38'],
    [4.5, '$4.50'],
    [24.42, '$24.42'],
    [0, '$0'],
    [1234567.891, '$1,234,567.89'],
    [4.999, '$5'],
    ['277.20', '$277.20'],
    ['50000', '$50,000'],
    [-12.5, '-$12.50'],
    [-0.001, '$0'],
    [1.005, '$1.01'],
    [1.045, '$1.05'],
    [-1.005, '-$1.01'],
    [1e21, '$1,000,000,000,000,000,000,000'],
    ['abc', ''],
    [NaN, ''],
    [Infinity, ''],
    [null, ''],
  ])('%j → %j', (value, formatted) => {
    expect(formatUsd(value)).toBe(formatted);
  });
});

describe('formatDay', () => {
  it('writes a YYYY-MM-DD day as people read it, whatever the machine zone', () => {
    expect(formatDay('2027-01-01')).toBe('January 1, 2027');
    expect(formatDay('2026-12-31')).toBe('December 31, 2026');
    expect(formatDay('2027-02-30')).toBe('2027-02-30');
    expect(formatDay(null)).toBe('');
  });
});
