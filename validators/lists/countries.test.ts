import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { countries, countryName, isCountryCode, validateCountry } from './countries';

describe('countries by ISO 3166-1 alpha-2 code', () => {
  it('holds every country once with an English name', () => {
    expect(countries.length).toBeGreaterThanOrEqual(249);
    const codes = countries.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of countries) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it('names countries in English', () => {
    expect(countryName('US')).toBe('United States of America');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('JP')).toBe('Japan');
    expect(countryName('ZZ')).toBeUndefined();
  });

  it('is sorted by name', () => {
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('validates two-letter codes', () => {
    expect(isCountryCode('GU')).toBe(true);
    expect(isCountryCode('us')).toBe(false);
    expect(validateCountry('KR')).toBeUndefined();
    expect(validateCountry('USA')).toBe(messages.invalid);
    expect(validateCountry(840)).toBe(messages.invalid);
  });
});
