import type { PathSeed } from './path-seed';

/** Where the preview frame is served: its page and built assets, form modules, seeds. */
export const previewBase = '/preview/';

/** The keyword runtime, built as an entry of its own so each form module imports the frame's. */
export const keywordRuntimeUrl = `${previewBase}assets/keyword-runtime.js`;

/** Which step of which path a preview shows. */
export interface PreviewTarget {
  formId: string;
  /** The path's number in the form page's list, from 1. */
  path: number;
  step: string;
}

const query = ({ formId, path, step }: PreviewTarget) =>
  new URLSearchParams({ form: formId, path: String(path), step }).toString();

/** The frame's page, showing one step of one path. */
export const frameUrl = (target: PreviewTarget) => `${previewBase}frame?${query(target)}`;

/** The seed of a step of a path, as the studio reads the form now (a FrameSeed). */
export const seedUrl = (target: PreviewTarget) => `${previewBase}seed?${query(target)}`;

/** A form's module as the studio read it at `version`: a new version is a new address. */
export const formModuleUrl = (formId: string, version: number) =>
  `${previewBase}forms/${encodeURIComponent(formId)}.js?v=${version}`;

/** The target named by a query string (the frame's own, or a request's); undefined if incomplete. */
export function targetOf(search: Record<string, unknown>): PreviewTarget | undefined {
  const { form, path, step } = search;
  const number = Number(path);
  if (typeof form !== 'string' || typeof step !== 'string') return undefined;
  if (!Number.isInteger(number) || number < 1) return undefined;
  return { formId: form, path: number, step };
}

/** The studio's answer to a seed request. */
export type FrameSeed =
  | { found: true; version: number; formTitle: string; seed: PathSeed }
  | { found: false; message: string };
