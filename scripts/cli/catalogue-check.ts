// The catalogue check of `npm run check:catalogue` and of the site build: every plan file of
// plans/catalogue/ against plans/schema/plan.schema.json with its cross-references, then every
// form definition: its shape and plan references, that it is the application of the variant it
// sells, and that its step paths reach the review; member-service forms by their own shape. Findings are printed without a stack trace.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkForms, checkServiceForms, pathFindings, runtimeForm } from '../../engine';

const root = fileURLToPath(new URL('../..', import.meta.url));
const catalogueDir = join(root, 'plans', 'catalogue');
const planCodesName = 'plan-codes.json';

/** The catalogue's findings, or none; each printed on a line of its own. */
async function planFindings(): Promise<number> {
  // Loaded here, not imported above: a plan file that cannot be read is a finding too.
  const plans = await import('../../plans');
  const read = (name: string) => {
    const path = join(catalogueDir, name);
    return plans.parseCatalogueFile(relative(root, path), readFileSync(path, 'utf8'));
  };
  // The files the product reads (plans/catalogue/plan-folder.ts).
  const result = plans.checkCatalogue(
    {
      planFiles: plans.planFolderPaths(catalogueDir).map(read),
      planCodesFile: read(planCodesName),
    },
    plans.catalogueReferences(),
  );
  for (const finding of result.findings) console.error(plans.formatFinding(finding));
  if (result.findings.length > 0) {
    console.error(`Plan catalogue: ${result.findings.length} problem(s).`);
  } else console.log(plans.catalogueSummary(result));
  return result.findings.length;
}

async function formFindings(): Promise<number> {
  const forms = await import('../../forms');
  // Form definitions (engine/definition/form-definition.schema.json), with their plan references.
  const shape = checkForms(forms.formFiles, forms.fragments, forms.plansRules);
  // Then, for forms of the right shape, the catalogue's word on them and their step paths.
  const found = [...shape];
  if (shape.length === 0) {
    const atPaths = forms.formDefinitions.map((definition, i) => ({
      path: forms.formFiles[i]?.path ?? definition.formId,
      definition,
    }));
    found.push(...forms.applicationFindings(atPaths));
    // Each form's version against forms/versions.lock.json: a changed shape needs a new version.
    found.push(
      ...forms.formVersionFindings(forms.formFiles, forms.fragments, forms.readVersionsLock()),
    );
    const context = { rules: forms.plansRules, now: new Date() };
    for (const { path, definition } of atPaths) {
      const form = runtimeForm(definition, forms.plansRules);
      for (const finding of pathFindings(form, context)) found.push(`${path}: ${finding}`);
    }
  }
  // Member-service forms (forms/member-services/): no plan, no route, no step paths.
  found.push(
    ...checkServiceForms(
      forms.serviceFormFiles,
      forms.fragments,
      forms.plansRules,
      forms.formDefinitions.map((definition) => definition.formId),
    ),
  );
  for (const finding of found) console.error(finding);
  if (found.length > 0) console.error(`Forms: ${found.length} problem(s).`);
  else
    console.log(
      `Forms: ${forms.formFiles.length} definitions checked, each with a path to its review; ${forms.serviceFormFiles.length} member-service form(s) checked.`,
    );
  return found.length;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Prints every finding of the plan catalogue, the forms and the content; answers how many. */
export async function checkCatalogueAndForms(): Promise<number> {
  let problems = 0;
  const contentCheck = async () => (await import('./content-check')).contentFindings();
  for (const check of [planFindings, formFindings, contentCheck]) {
    try {
      problems += await check();
    } catch (error) {
      // A file that cannot be read or resolved names itself in the message; the stack adds nothing.
      console.error(messageOf(error));
      problems += 1;
    }
  }
  return problems;
}
