import { describe, expect, it } from 'vitest';
import { downloadFormMessage } from './download-form-message';

describe('downloadFormMessage', () => {
  it('gives validationError for 400 to 499 and apiError otherwise (spec §8)', () => {
    for (const status of [400, 404, 429, 499])
      expect(downloadFormMessage(status)).toBe('Check form fields and try again');
    for (const status of [undefined, 399, 500, 503])
      expect(downloadFormMessage(status)).toBe(
        "The association's system is currently unavailable. Please try again in a few minutes or call during normal business hours.",
      );
  });
});
