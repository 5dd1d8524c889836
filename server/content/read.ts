import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ContentFile } from './check';

/** Every Markdown file under the content folder, sorted by path (README.md aside); none without it. */
export function readContentFiles(dir: string): ContentFile[] {
  const files: ContentFile[] = [];
  if (!existsSync(dir)) return files;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md') && folder !== dir)
        files.push({
          file: relative(dir, path).split(sep).join('/'),
          text: readFileSync(path, 'utf8'),
        });
    }
  };
  walk(dir);
  return files.sort((a, b) => a.file.localeCompare(b.file));
}
