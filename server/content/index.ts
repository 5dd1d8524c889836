// The content of issue 23: Markdown files under content/, checked, rendered and loaded into the
// database (content/README.md).
export { checkContent, type ContentCheck, type ContentFile } from './check';
export { readContentFiles } from './read';
export {
  contentFolders,
  contentTypes,
  itemPath,
  type ContentItem,
  type ContentType,
} from './types';
export { loadContent, type ContentLoad, type SearchablePage } from './load';
export { planPages } from './plan-pages';
export { plainText, renderMarkdown } from './render';
export type { FrontMatter } from './types';
