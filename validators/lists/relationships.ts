/**
 * Who a beneficiary, or a certificate's owner, is to the insured: the choices offered (issue 28).
 * The answer stays one text, the choice's name or the applicant's own words for any other
 * relationship, so a designation reads the same in the account pages, the PDFs and the staff
 * console as the free text asked before did.
 */
export const relationshipChoices: readonly string[] = [
  'Spouse',
  'Child',
  'Parent',
  'Sibling',
  'Grandchild',
  'Other relative',
  'Estate',
  'Trust',
  'Friend',
];

/** The choice that reveals a field for the applicant's own words. */
export const otherRelationship = 'Other';

/** The choice a relationship text names, whatever its case ('spouse' is Spouse), if any. */
export function relationshipChoiceNamed(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const wanted = text.trim().toLowerCase();
  return relationshipChoices.find((choice) => choice.toLowerCase() === wanted);
}

/**
 * How a relationship text is shown: the choice it names, or Other with the text as the
 * applicant's words (a free text saved before the list, or typed for Other); nothing chosen
 * for no text.
 */
export function relationshipShownAs(text: unknown): { choice: string; words: string } {
  const named = relationshipChoiceNamed(text);
  if (named) return { choice: named, words: '' };
  if (typeof text !== 'string' || text.trim() === '') return { choice: '', words: '' };
  return { choice: otherRelationship, words: text };
}
