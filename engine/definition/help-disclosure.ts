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

/** Folded help's paragraphs by their summary: loaded apart from a form's module in the browser. */
export type HelpTexts = Record<string, string[]>;

/** A disclosure as the renderer reads it: its summary, and its paragraphs when they are inline. */
export function helpSummaryOf(ui: unknown): { summary: string; text?: string[] } | undefined {
  const full = helpDisclosureOf(ui);
  if (full) return full;
  if (ui === null || typeof ui !== 'object') return undefined;
  const value: unknown = (ui as Record<string, unknown>)[helpDisclosureKey];
  if (value === null || typeof value !== 'object') return undefined;
  const { summary } = value as Record<string, unknown>;
  return isText(summary) ? { summary } : undefined;
}

/**
 * A copy of the definition whose folded help keeps only its summaries, and the paragraphs taken
 * out, by summary: the browser's form module stays light (issue 20's budget) and loads the
 * paragraphs beside the first step.
 */
export function splitHelpTexts<T>(definition: T): { definition: T; texts: HelpTexts } {
  const texts: HelpTexts = {};
  const copy = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(copy);
    if (node === null || typeof node !== 'object') return node;
    const help = helpDisclosureOf(node);
    const entries = Object.entries(node).map(([key, value]) => {
      if (key === helpDisclosureKey && help) {
        texts[help.summary] = help.text;
        return [key, { summary: help.summary }];
      }
      return [key, copy(value)];
    });
    return Object.fromEntries(entries);
  };
  return { definition: copy(definition) as T, texts };
}
