// The HTML report of `npm run test:paths -- --report`: each form, its paths and their outcome.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ReportedPath {
  steps: string[];
  continuesWith?: string;
  invalidChecked: number;
  failures: string[];
}

export interface ReportedForm {
  formId: string;
  title: string;
  paths: ReportedPath[];
  stepsCovered: number;
  steps: number;
  findings: string[];
}

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function formSection(form: ReportedForm): string {
  const rows = form.paths
    .map((path) => {
      const ok = path.failures.length === 0;
      const then = path.continuesWith ? ` → continues with ${esc(path.continuesWith)}` : '';
      const failures = path.failures.map((failure) => `<br>${esc(failure)}`).join('');
      return `<tr><td class="${ok ? 'ok' : 'failed'}">${ok ? 'ok' : 'FAILED'}</td><td>${esc(path.steps.join(' › '))}${then}${failures}</td><td>${path.invalidChecked}</td></tr>`;
    })
    .join('');
  const findings = form.findings.map((f) => `<li class="failed">${esc(f)}</li>`).join('');
  return `<section><h2>${esc(form.title)} <small>(${esc(form.formId)})</small></h2><p>${form.paths.length} path(s); steps covered ${form.stepsCovered}/${form.steps}.</p>${findings ? `<ul>${findings}</ul>` : ''}<table><thead><tr><th scope="col">Outcome</th><th scope="col">Steps</th><th scope="col">Invalid answers tried</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

/** Writes the report to `file` (its folder made when missing). */
export function writeStepPathsReport(file: string, forms: ReportedForm[], failed: number): void {
  const paths = forms.reduce((sum, form) => sum + form.paths.length, 0);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Step paths</title><style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:.2rem .4rem;text-align:left;vertical-align:top}.ok{color:#1b5e20}.failed{color:#b00020}</style></head><body><main><h1>Step paths</h1><p>${forms.length} forms, ${paths} paths, ${failed} failed; ${new Date().toISOString()}.</p>${forms.map(formSection).join('')}</main></body></html>`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
