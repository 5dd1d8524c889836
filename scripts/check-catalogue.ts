// `npm run check:catalogue`: validates every plan file of plans/catalogue/ against
// plans/schema/plan.schema.json and checks cross-references; exits 1 on any finding.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  catalogueReferences,
  catalogueSummary,
  checkCatalogue,
  formatFinding,
  parseCatalogueFile,
  planFolderPaths,
} from '../plans';
import { checkForms } from '../engine';
import { formFiles, fragments, plansRules } from '../forms';

const root = fileURLToPath(new URL('..', import.meta.url));
const catalogueDir = join(root, 'plans', 'catalogue');
const planCodesName = 'plan-codes.json';

function read(name: string) {
  const path = join(catalogueDir, name);
  return parseCatalogueFile(relative(root, path), readFileSync(path, 'utf8'));
}

// The files the product reads (plans/catalogue/plan-folder.ts).
const planFiles = planFolderPaths(catalogueDir).map(read);

const result = checkCatalogue(
  {
    planFiles,
    planCodesFile: read(planCodesName),
  },
  catalogueReferences(),
);

if (result.findings.length > 0) {
  for (const finding of result.findings) console.error(formatFinding(finding));
  console.error(`Plan catalogue: ${result.findings.length} problem(s).`);
  process.exit(1);
}
console.log(catalogueSummary(result));

// Form definitions (engine/definition/form-definition.schema.json), with their plan references.
const formErrors = checkForms(formFiles, fragments, plansRules);
if (formErrors.length > 0) {
  for (const error of formErrors) console.error(error);
  console.error(`Forms: ${formErrors.length} problem(s).`);
  process.exit(1);
}
console.log(`Forms: ${formFiles.length} definitions checked.`);
