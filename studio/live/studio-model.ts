import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormDefinition } from '../../engine';
import { formCatalogue, plansRules, readFormFolder } from '../../forms';
import { parseCatalogueFile, planFolderPaths, type PlanConfig } from '../../plans';
import { catalogueRows, type CatalogueRow } from '../catalogue/catalogue-rows';
import { findingOf, type StudioFinding } from './studio-finding';

/** Where the studio reads the catalogue: the product's own folders, or a copy (the tests'). */
export interface StudioFolders {
  formsDir: string;
  plansDir: string;
}

/** What the studio shows, read afresh from the folders after each save. */
export interface StudioModel {
  rows: CatalogueRow[];
  forms: FormDefinition[];
  /** The file each form was read from, by form id ('forms/term-90-plus/short.json'). */
  formFileOf: Map<string, string>;
  findings: StudioFinding[];
  /** Counts the reloads, so a page can tell a new model from the one it shows. */
  version: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function readPlans(plansDir: string): { plans: PlanConfig[]; findings: StudioFinding[] } {
  const files = planFolderPaths(plansDir).map((name) =>
    parseCatalogueFile(`plans/catalogue/${name}`, readFileSync(join(plansDir, name), 'utf8')),
  );
  // A file that does not parse is a finding at once; the table shows the files that do.
  const findings = files.flatMap((file) =>
    file.parseError === undefined
      ? []
      : [{ file: file.file, pointer: '', message: file.parseError }],
  );
  const plans = files
    .map((file) => file.data as PlanConfig)
    .filter((plan) => Array.isArray(plan?.variants));
  return { plans, findings };
}

function readForms(formsDir: string) {
  try {
    const catalogue = formCatalogue(readFormFolder(formsDir), plansRules);
    return {
      forms: catalogue.formDefinitions,
      formFileOf: new Map(
        catalogue.formDefinitions.map((definition, i) => [
          definition.formId,
          catalogue.formFiles[i]?.path ?? '',
        ]),
      ),
      findings: [],
    };
  } catch (error) {
    // A file that does not parse or resolve names itself; the studio keeps running to show it.
    return {
      forms: [],
      formFileOf: new Map<string, string>(),
      findings: [findingOf(messageOf(error))],
    };
  }
}

/**
 * The catalogue and forms as they are on disk now: quick enough to read after every save (about
 * a tenth of a second), so the table and the flows follow the files. A file that cannot be read
 * is its finding; the checker's other findings come from catalogue-findings.ts, in a process of
 * its own. Forms read the plan rules the studio started with.
 */
export function loadStudioModel(folders: StudioFolders, version = 0): StudioModel {
  let planPart: { plans: PlanConfig[]; findings: StudioFinding[] };
  try {
    planPart = readPlans(folders.plansDir);
  } catch (error) {
    planPart = { plans: [], findings: [findingOf(messageOf(error))] };
  }
  const formPart = readForms(folders.formsDir);
  return {
    rows: catalogueRows(planPart.plans),
    forms: formPart.forms,
    formFileOf: formPart.formFileOf,
    findings: [...planPart.findings, ...formPart.findings],
    version,
  };
}
