/**
 * Help a field shows folded, written in its ui schema as `"ui:disclosure"`: a question in the
 * applicant's words that opens to the answer (GOV.UK's details pattern), for where people hesitate
 * (who owns a certificate, where a routing number is) without lengthening every step.
 */
export interface HelpDisclosure {
  summary: string;
  /** One paragraph each. */
  text: string[];
}

export const helpDisclosureKey = 'ui:disclosure';

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The disclosure a ui schema writes, or undefined when it writes none or one not well formed. */
export function helpDisclosureOf(ui: unknown): HelpDisclosure | undefined {
  if (ui === null || typeof ui !== 'object') return undefined;
  const value: unknown = (ui as Record<string, unknown>)[helpDisclosureKey];
  if (value === null || typeof value !== 'object') return undefined;
  const { summary, text } = value as Record<string, unknown>;
  const paragraphs = isText(text) ? [text] : text;
  if (!isText(summary) || !Array.isArray(paragraphs) || paragraphs.length === 0) return undefined;
  return paragraphs.every(isText) ? { summary, text: paragraphs } : undefined;
}

/** Why a ui schema's disclosure cannot be shown, or undefined when it is fine or absent. */
export function helpDisclosureProblem(ui: Record<string, unknown>): string | undefined {
  if (!(helpDisclosureKey in ui) || helpDisclosureOf(ui)) return undefined;
  return `${helpDisclosureKey} needs a "summary" and a "text" (a paragraph or a list of them), none blank`;
}
