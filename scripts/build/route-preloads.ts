// The scripts each application route needs, read from vite's build manifest, so the page the
// server sends can ask for all of them at once: without the list the browser finds them one
// import after another (boot, then the app, then the application page, then the form), a round
// trip each, which is what a phone on a slow network feels most. The page runs on its own
// (site/client/application-main.tsx), not as the whole site.

/** A chunk as vite's `.vite/manifest.json` describes it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The manifest keys of what an application route loads: the application page's own start, the form. */
const appKey = 'client/application-main.tsx';
const formKeySuffix = (formId: string) => `virtual:form-validators/${formId}`;
/** The page's own entry: its script tag and preloads are in the HTML already. */
const entryKey = 'index.html';

function closure(manifest: BuildManifest, keys: readonly string[], skip: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set(skip);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk '${key}'`);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Each form's route → the script files it needs beyond the page's own entry. */
export function applicationPreloads(
  manifest: BuildManifest,
  forms: readonly { formId: string; route: string }[],
): Record<string, string[]> {
  const skip = new Set([entryKey, ...(manifest[entryKey]?.imports ?? [])]);
  return Object.fromEntries(
    forms.map(({ formId, route }) => {
      const formKey = Object.keys(manifest).find((key) => key.endsWith(formKeySuffix(formId)));
      if (!formKey) throw new Error(`The build manifest has no chunk for form '${formId}'`);
      return [route, closure(manifest, [appKey, formKey], skip)];
    }),
  );
}
