// The content check of `npm run check:content`, `npm run check:catalogue` and the site build:
// every file under content/ (content/README.md). Findings are printed one a line.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent, readContentFiles } from '../../server/content';

const contentDir = join(fileURLToPath(new URL('../..', import.meta.url)), 'content');

/** Prints every finding on the content files; answers how many there were. */
export function contentFindings(dir = contentDir): number {
  const { items, findings } = checkContent(readContentFiles(dir));
  for (const finding of findings) console.error(`content/${finding}`);
  if (findings.length > 0) console.error(`Content: ${findings.length} problem(s).`);
  else console.log(`Content: ${items.length} files checked.`);
  return findings.length;
}
