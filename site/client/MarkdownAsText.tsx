// Stands in for markdown-to-jsx in the browser bundle (vite alias in scripts/build/build-site.ts).
// @rjsf/core imports it statically (ObjectField, descriptions, help, file lists), which put about
// 18 KB of gzipped parser into every application page, yet our forms never turn markdown on
// (no `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp`). What remains are rjsf's own
// developer-facing error strings, shown here as plain text.
import type { ReactNode } from 'react';

export function Markdown({ children }: { readonly children?: ReactNode }) {
  return <>{children}</>;
}
