import type { FormDefinition, StepPath } from '../../engine';
import type { FlowGraph } from '../flow/flow-graph';
import { flowSvg } from '../flow/flow-svg';
import { esc } from './html';
import { previewPageUrl } from './preview-page';

export interface FormPageInput {
  definition: FormDefinition;
  file: string;
  flow: FlowGraph;
  paths: StepPath[];
  /** The path check's findings for this form (a form no one completes, a step on no path). */
  pathFindings: string[];
}

/**
 * The answers a path gives, step by step, as the machine receives them; each step (the review
 * too) opens in the preview filled with the path's answers up to it.
 */
function pathAnswers(formId: string, path: StepPath, number: number): string {
  const answers = path.events.flatMap((event) => (event.type === 'NEXT' ? [event.data ?? {}] : []));
  return path.steps
    .map((stepId, i) => {
      const preview = `<a href="${esc(previewPageUrl({ formId, path: number, step: stepId }))}">Preview<span class="visually-hidden"> ${esc(stepId)} on path ${number}</span></a>`;
      const data = answers[i];
      const given = data ? `<pre>${esc(JSON.stringify(data, null, 2))}</pre>` : '';
      return `<h4>${esc(stepId)} · ${preview}</h4>${given}`;
    })
    .join('');
}

function pathsList(formId: string, paths: StepPath[]): string {
  return `<ol id="paths">${paths
    .map(
      (path, i) =>
        `<li data-path="${i}"><details><summary>${esc(path.steps.join(' › '))}${path.continuesWith ? ` → continues with ${esc(path.continuesWith)}` : ''}</summary>${pathAnswers(formId, path, i + 1)}</details></li>`,
    )
    .join('')}</ol>`;
}

/** A form's flow drawn from its step machine, its generated paths and sample answers. */
export function formPage(input: FormPageInput): string {
  const { definition, file, flow, paths, pathFindings } = input;
  const problems =
    pathFindings.length === 0
      ? '<p class="ok">Every step is on a path to the review.</p>'
      : `<ul>${pathFindings.map((f) => `<li class="finding">${esc(f)}</li>`).join('')}</ul>`;
  return `<p>File <code>${esc(file)}</code>; plan <code>${esc(definition.plan.plan)}</code>, variant <code>${esc(definition.plan.variant)}</code>; route <code>${esc(definition.route)}</code>.</p>
<h2>Flow</h2><p>Steps as the step machine runs them; a dashed box is asked only sometimes, the doubled box is the review${definition.quickStep ? ', rounded boxes the full applications this Quick Step continues with' : ''}.</p>
<div class="flow-box" tabindex="0" role="region" aria-label="Flow diagram">${flowSvg(flow, `Flow of ${definition.title}`)}</div>
<h2>Paths (${paths.length})</h2><p>Open a path to see its answers at each step, and preview any step in the site’s wizard.</p>${problems}${pathsList(definition.formId, paths)}`;
}
