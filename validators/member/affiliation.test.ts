import { describe, expect, it } from 'vitest';
import { isNationalGuardAffiliation } from './affiliation';

describe("National Guard affiliation (spec §6: contains 'mas')", () => {
  it("is National Guard when the affiliation contains 'mas', in any case", () => {
    expect(isNationalGuardAffiliation('mas')).toBe(true);
    expect(isNationalGuardAffiliation('NGMAS01')).toBe(true);
    expect(isNationalGuardAffiliation('Mas-Guard')).toBe(true);
  });

  it('is not National Guard otherwise', () => {
    expect(isNationalGuardAffiliation('ma s')).toBe(false);
    expect(isNationalGuardAffiliation('army')).toBe(false);
    expect(isNationalGuardAffiliation('')).toBe(false);
    expect(isNationalGuardAffiliation(null)).toBe(false);
    expect(isNationalGuardAffiliation(undefined)).toBe(false);
  });
});
