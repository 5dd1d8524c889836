import countryNames from 'i18n-iso-countries/index';
import english from 'i18n-iso-countries/langs/en.json';
import { codeGuard, codeRule } from './code-list';

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
}

// The package's Node entry loads every language from disk; its plain index plus the English
// JSON imported here works the same in the browser bundle and on the server, with no I/O.
countryNames.registerLocale(english);

/** Every ISO 3166-1 country with its English name, sorted by name. */
export const countries: readonly Country[] = Object.entries(
  countryNames.getNames('en', { select: 'official' }),
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export const isCountryCode = codeGuard(countries.map((country) => country.code));
export const validateCountry = codeRule(isCountryCode);

export function countryName(code: unknown): string | undefined {
  return countries.find((country) => country.code === code)?.name;
}
