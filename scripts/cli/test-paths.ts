// `npm run test:paths`: every path of every form's step machine, walked with generated valid
// answers, each invalid sample refused with its message. Prints forms, paths and steps covered;
// with `--report` also writes them as HTML to test-results/step-paths.html (`--report=<file>`
// elsewhere).
import { pathFindings, runtimeForm, stepPaths, verifyPath } from '../../engine';
import { formDefinitions, plansRules } from '../../forms';
import { writeStepPathsReport, type ReportedForm } from './step-paths-report';

const reportArg = process.argv.slice(2).find((arg) => arg.startsWith('--report'));
const reportFile = reportArg?.includes('=')
  ? reportArg.slice('--report='.length)
  : 'test-results/step-paths.html';
const reported: ReportedForm[] = [];

const context = { rules: plansRules, now: new Date() };
let failed = 0;
let pathCount = 0;
for (const definition of formDefinitions) {
  const form = runtimeForm(definition, plansRules);
  const paths = stepPaths(form, context);
  const covered = new Set<string>();
  const shown: ReportedForm = {
    formId: definition.formId,
    title: definition.title,
    paths: [],
    stepsCovered: 0,
    steps: definition.steps.length,
    findings: [],
  };
  reported.push(shown);
  console.log(`${definition.formId}: ${paths.length} path(s)`);
  for (const path of paths) {
    const report = verifyPath(form, path, context);
    path.steps.forEach((step) => covered.add(step));
    const then = path.continuesWith ? ` → continues with ${path.continuesWith}` : '';
    const status = report.failures.length === 0 ? 'ok' : 'FAILED';
    console.log(
      `  ${status}  ${path.steps.join(' > ')}${then} (${report.invalidChecked} invalid answers tried)`,
    );
    for (const failure of report.failures) console.log(`        ${failure}`);
    shown.paths.push({ ...path, invalidChecked: report.invalidChecked, failures: report.failures });
    failed += report.failures.length > 0 ? 1 : 0;
  }
  pathCount += paths.length;
  const steps = definition.steps.map((step) => step.id);
  shown.stepsCovered = steps.filter((id) => covered.has(id)).length;
  console.log(`  steps covered: ${steps.filter((id) => covered.has(id)).length}/${steps.length}`);
  // A form no one can complete, or a step no one reaches, fails as a path that fails does.
  const findings = pathFindings(form, context, paths);
  for (const finding of findings) console.log(`  FAILED  ${finding}`);
  failed += findings.length;
  shown.findings = findings;
}
console.log(`${formDefinitions.length} forms, ${pathCount} paths, ${failed} failed.`);
if (reportArg) {
  writeStepPathsReport(reportFile, reported, failed);
  console.log(`Report written to ${reportFile}.`);
}
process.exit(failed > 0 ? 1 : 0);
