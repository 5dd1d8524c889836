import { parse as parseYaml } from 'yaml';

export interface ParsedFile {
  readonly frontMatter: unknown;
  readonly body: string;
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * Splits a content file into its YAML front matter and Markdown body; a string when the file has
 * no front matter or the YAML cannot be read. YAML 1.2's core schema keeps dates as strings.
 */
export function parseContentFile(text: string): ParsedFile | string {
  const match = frontMatterPattern.exec(text.replace(/^\uFEFF/, ''));
  if (!match) return 'no front matter: the file must start with a line "---"';
  try {
    return { frontMatter: parseYaml(match[1] ?? '') as unknown, body: (match[2] ?? '').trim() };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `front matter is not valid YAML: ${reason}`;
  }
}
