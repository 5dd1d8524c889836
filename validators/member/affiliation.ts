/**
 * Spec §6: an affiliation containing 'mas' marks a National Guard member. Affiliation codes
 * arrive in either case, so the match ignores case.
 */
export function isNationalGuardAffiliation(affiliation: string | null | undefined): boolean {
  return typeof affiliation === 'string' && affiliation.toLowerCase().includes('mas');
}
