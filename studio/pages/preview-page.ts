import { reviewStep, type FormDefinition, type StepPath } from '../../engine';
import { frameUrl, type PreviewTarget } from '../preview/frame-urls';
import { esc } from './html';

/** The widths a preview is shown at: a phone's and a desktop's, as the accessibility suite's. */
export const previewWidths = [375, 1280] as const;
export type PreviewWidth = (typeof previewWidths)[number];

export const widthOf = (value: unknown): PreviewWidth =>
  previewWidths.find((width) => String(width) === value) ?? 375;

/** The address of the studio's page previewing a step of a path at a width. */
export const previewPageUrl = (target: PreviewTarget, width: PreviewWidth = 375): string =>
  `/forms/${encodeURIComponent(target.formId)}/preview?${new URLSearchParams({
    path: String(target.path),
    step: target.step,
    width: String(width),
  }).toString()}`;

export const stepTitleOf = (definition: FormDefinition, stepId: string): string =>
  stepId === reviewStep
    ? 'Review'
    : (definition.steps.find((step) => step.id === stepId)?.title ?? stepId);

export interface PreviewPageInput {
  definition: FormDefinition;
  target: PreviewTarget;
  width: PreviewWidth;
  /** The path previewed, when the form has it now. */
  path: StepPath | undefined;
}

function widthToggle({ target, width }: PreviewPageInput): string {
  const link = (each: PreviewWidth, label: string) =>
    `<a href="${esc(previewPageUrl(target, each))}"${each === width ? ' aria-current="true"' : ''}>${label}, ${each} px</a>`;
  return `<p class="widths">Width: ${link(375, 'Phone')} · ${link(1280, 'Desktop')}</p>`;
}

function pathSteps({ definition, target, width, path }: PreviewPageInput): string {
  if (!path) return '';
  const items = path.steps.map((stepId) => {
    const title = esc(stepTitleOf(definition, stepId));
    return stepId === target.step
      ? `<li aria-current="step"><strong>${title}</strong></li>`
      : `<li><a href="${esc(previewPageUrl({ ...target, step: stepId }, width))}">${title}</a></li>`;
  });
  return `<nav aria-label="Steps of path ${target.path}"><ol class="path-steps">${items.join('')}</ol></nav>`;
}

/**
 * One step of one generated path in the real wizard, in a frame as wide as a phone or a
 * desktop (the findings then below it, so it shows whole), with the path's other steps a click
 * away. The frame is drawn again with the page's content after each save, so it shows the form
 * as saved.
 */
export function previewPage(input: PreviewPageInput): string {
  const { definition, target, width } = input;
  const stepTitle = stepTitleOf(definition, target.step);
  const frameTitle = `Preview of ${stepTitle}, path ${target.path}, ${width} px wide`;
  return `<p><a href="/forms/${encodeURIComponent(definition.formId)}">Flow and paths of ${esc(definition.title)}</a></p>
<p>Step <strong>${esc(stepTitle)}</strong> of path ${target.path}, filled with the path’s answers up to it, in the site’s wizard. Nothing is sent from the preview.</p>
${widthToggle(input)}${pathSteps(input)}
<div class="frame-box${width > 375 ? ' frame-box--wide' : ''}" tabindex="0" role="region" aria-label="Preview, ${width} px wide"><iframe id="preview-frame" src="${esc(frameUrl(target))}" title="${esc(frameTitle)}" width="${width}" height="900"></iframe></div>`;
}
