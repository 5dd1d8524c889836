// Issue 25: one case style per kind of file, in every folder. A .tsx file holding React
// components is named in PascalCase (after its component, or what its components are: AuthPages);
// every other file, a .tsx entry or table included, is kebab-case. A test is named after its
// subject, whatever its own extension.

const kebab = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;
const pascal = /^[A-Z][A-Za-z0-9]*$/;
/** Suffixes a file's name may carry after its subject's name. */
const suffixes = /\.(?:e2e\.test|property\.test|test|bench|d)$/;

/** The React components a source exports: exported functions and constants in PascalCase. */
export function exportedComponents(source: string): string[] {
  return [...source.matchAll(/export (?:default )?(?:function|const) ([A-Z]\w*)/g)].map(
    (match) => match[1] ?? '',
  );
}

const kebabOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** The file a name is about: the file itself, or a test's subject. */
export interface NameSubject {
  tsx: boolean;
  source: string;
}

/** What is wrong with a file's name, or undefined when it follows the rule. */
export function fileNameProblem(fileName: string, about: NameSubject): string | undefined {
  const match = /^(.*)\.(ts|tsx|mts)$/.exec(fileName);
  if (!match) return undefined;
  const subject = (match[1] ?? '').replace(suffixes, '');
  const holdsComponents = about.tsx && exportedComponents(about.source).length > 0;
  if (pascal.test(subject)) {
    return holdsComponents
      ? undefined
      : `a file without components is kebab-case: ${kebabOf(subject)}`;
  }
  if (!kebab.test(subject)) return `a name is PascalCase or kebab-case, not ${subject}`;
  return holdsComponents ? 'a file of components is PascalCase' : undefined;
}
