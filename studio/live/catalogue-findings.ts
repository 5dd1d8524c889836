import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkForms, checkServiceForms, pathFindings, runtimeForm } from '../../engine';
import { applicationFindings, formCatalogue, plansRules, readFormFolder } from '../../forms';
import {
  catalogueReferences,
  checkCatalogue,
  parseCatalogueFile,
  planFolderPaths,
} from '../../plans';
import { findingOf, type StudioFinding } from './studio-finding';
import type { StudioFolders } from './studio-model';

function planFindings(plansDir: string): StudioFinding[] {
  const read = (name: string) =>
    parseCatalogueFile(`plans/catalogue/${name}`, readFileSync(join(plansDir, name), 'utf8'));
  const result = checkCatalogue(
    { planFiles: planFolderPaths(plansDir).map(read), planCodesFile: read('plan-codes.json') },
    catalogueReferences(),
  );
  return result.findings.map(({ file, pointer, message }) => ({ file, pointer, message }));
}

function formFindings(formsDir: string): string[] {
  const catalogue = formCatalogue(readFormFolder(formsDir), plansRules);
  const shape = checkForms(catalogue.formFiles, catalogue.fragments, plansRules);
  const found = [...shape];
  if (shape.length === 0) {
    const atPaths = catalogue.formDefinitions.map((definition, i) => ({
      path: catalogue.formFiles[i]?.path ?? definition.formId,
      definition,
    }));
    found.push(...applicationFindings(atPaths));
    const context = { rules: plansRules, now: new Date() };
    for (const { path, definition } of atPaths) {
      const form = runtimeForm(definition, plansRules);
      for (const finding of pathFindings(form, context)) found.push(`${path}: ${finding}`);
    }
  }
  found.push(
    ...checkServiceForms(
      catalogue.serviceFormFiles,
      catalogue.fragments,
      plansRules,
      catalogue.formDefinitions.map((definition) => definition.formId),
    ),
  );
  return found;
}

/**
 * Every finding of `npm run check:catalogue` on the plan and form files
 * (scripts/cli/catalogue-check.ts in the same order: the plan files, then the forms' shape, the
 * catalogue's word on them and their step paths, then member-service forms), each placed by file
 * and JSON pointer.
 */
export function catalogueFindings(folders: StudioFolders): StudioFinding[] {
  const found: StudioFinding[] = [];
  for (const check of [
    () => planFindings(folders.plansDir),
    () => formFindings(folders.formsDir).map(findingOf),
  ]) {
    try {
      found.push(...check());
    } catch (error) {
      found.push(findingOf(error instanceof Error ? error.message : String(error)));
    }
  }
  return found;
}
