// Which forms the browser suite walks, and which bad values it types, when it checks each kind
// once rather than every form: what only a browser adds (drawing, focus, axe) depends on the
// widgets a step is made of, not on the plan. Node already checks every form's every path and
// every invalid sample (tests/step-paths.test.ts, tests/precompiled-forms.test.ts); the
// exhaustive browser run (`npm run test:browser:all`) still walks and types everything.
import {
  invalidCases,
  runtimeForm,
  stepPaths,
  type FormDefinition,
  type InvalidCase,
  type JsonSchema,
  type StepDefinition,
  type StepPath,
} from '../engine';
import { plansRules } from '../forms';
import { planVariant } from '../plans';
import type { RouteEntry } from '../site/routes/route-table';
import { isRecord, messages } from '../validators';

/** Whether this run checks every form and sample (E2E_EXHAUSTIVE=1) or each kind once. */
export const exhaustive = process.env.E2E_EXHAUSTIVE === '1';

/** What the path generator needs: the plan rules, and today for ages. */
export const pathContext = { rules: plansRules, now: new Date() };

/** The form's shortest generated path: the one the browser walks. */
export function shortestPath(definition: FormDefinition): StepPath {
  return stepPaths(runtimeForm(definition, plansRules), pathContext).reduce((a, b) =>
    b.events.length < a.events.length ? b : a,
  );
}

/** The steps a path answers, in order, each with what it answers there. */
export function stepsAnswered(
  definition: FormDefinition,
  path: StepPath,
): { step: StepDefinition; data: Record<string, unknown> }[] {
  return path.events.flatMap((event, index) => {
    const step = definition.steps.find((candidate) => candidate.id === path.steps[index]);
    return event.type === 'NEXT' && step ? [{ step, data: event.data ?? {} }] : [];
  });
}

/** How a field is drawn: its widget or field named in the UI schema, else its schema's shape. */
function controlOf(schema: JsonSchema, ui: unknown): string {
  const named = isRecord(ui) ? (ui['ui:field'] ?? ui['ui:widget']) : undefined;
  if (typeof named === 'string') return named;
  const type = typeof schema.type === 'string' ? schema.type : 'object';
  const format = typeof schema.format === 'string' ? `:${schema.format}` : '';
  return `${type}${Array.isArray(schema.enum) ? ':enum' : ''}${format}`;
}

/** The controls of a schema's fields, at their dotted paths, walking into objects and arrays. */
function controlsOf(
  schema: JsonSchema,
  ui: unknown,
  segments: string[] = [],
): { field: string; control: string }[] {
  const own = controlOf(schema, ui);
  const properties = isRecord(schema.properties) ? schema.properties : undefined;
  // A field drawn as a whole by a field of ours (beneficiaries, people) counts as that field.
  if (!properties || (isRecord(ui) && typeof ui['ui:field'] === 'string'))
    return segments.length > 0 ? [{ field: segments.join('.'), control: own }] : [];
  return Object.entries(properties).flatMap(([key, property]) =>
    isRecord(property)
      ? controlsOf(property, isRecord(ui) ? ui[key] : undefined, [...segments, key])
      : [],
  );
}

/** A step's kind: the set of controls it is drawn with. */
export function stepKind(step: StepDefinition): string {
  const controls = new Set(controlsOf(step.schema, step.uiSchema).map((c) => c.control));
  return [...controls].sort().join(' ');
}

/** The invalid samples a browser can type on a step: all but a missing answer (Node has those). */
export function badValuesOn(step: StepDefinition): InvalidCase[] {
  return invalidCases(step.schema, pathContext).filter((bad) => bad.message !== messages.required);
}

/** A bad value's kind: the message it must show, and the control it is typed or chosen in. */
export function badValueKind(step: StepDefinition, bad: InvalidCase): string {
  const control =
    controlsOf(step.schema, step.uiSchema).find((c) => c.field === bad.field)?.control ??
    // A sample below a field of ours (a beneficiary's share) is typed in that field.
    controlsOf(step.schema, step.uiSchema).find((c) => bad.field.startsWith(`${c.field}.`))
      ?.control ??
    'unknown';
  return `${bad.message} | ${control}`;
}

/** What a walk to the review shows that differs by plan: the premium's rate sheet, or none. */
function reviewKind(definition: FormDefinition): string {
  const variant = planVariant(definition.plan.plan, definition.plan.variant);
  return `review: ${variant?.rateSheet ?? 'no rate sheet'}${variant?.rateTiers ? ' by tier' : ''}`;
}

/** Every kind a form's shortest walk shows: its steps' kinds and its review's. */
export function walkKinds(definition: FormDefinition): string[] {
  const steps = stepsAnswered(definition, shortestPath(definition));
  return [...steps.map(({ step }) => `step: ${stepKind(step)}`), reviewKind(definition)];
}

/**
 * The forms to walk: in a run of each kind once, few forms whose shortest walks show every step
 * and review kind (each time the form that shows the most kinds not yet shown, first in catalogue
 * order on a tie); in an exhaustive run, all, in catalogue order.
 */
export function formsToWalk(definitions: readonly FormDefinition[]): FormDefinition[] {
  if (exhaustive) return [...definitions];
  const left = definitions.map((definition) => ({ definition, kinds: walkKinds(definition) }));
  const seen = new Set<string>();
  const chosen: FormDefinition[] = [];
  for (;;) {
    const fresh = left.map(({ kinds }) => new Set(kinds.filter((kind) => !seen.has(kind))).size);
    const most = Math.max(0, ...fresh);
    if (most === 0) return chosen;
    const [next] = left.splice(fresh.indexOf(most), 1);
    if (!next) return chosen;
    chosen.push(next.definition);
    for (const kind of next.kinds) seen.add(kind);
  }
}

/**
 * The forms whose first step Chromium checks when loaded directly: the first form of each
 * first-step kind, or all in an exhaustive run. Every form's first step is axe-checked in a DOM
 * environment (tests/first-steps-accessible.test.tsx).
 */
export function formsByFirstStepKind(definitions: readonly FormDefinition[]): FormDefinition[] {
  if (exhaustive) return [...definitions];
  const seen = new Set<string>();
  return definitions.filter((definition) => {
    const first = definition.steps[0];
    const kind = first ? stepKind(first) : '';
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

/**
 * The bad values to type on each form's steps, by form id and step id: in a run of each kind
 * once, a sample only where its kind was not typed on a form before; in an exhaustive run, all.
 * A form with nothing new to type is left out.
 */
export function badValuesToType(
  definitions: readonly FormDefinition[],
): Map<string, Map<string, InvalidCase[]>> {
  const seen = new Set<string>();
  const plan = new Map<string, Map<string, InvalidCase[]>>();
  for (const definition of definitions) {
    const byStep = new Map<string, InvalidCase[]>();
    for (const { step } of stepsAnswered(definition, shortestPath(definition))) {
      const typed = badValuesOn(step).filter((bad) => {
        const kind = badValueKind(step, bad);
        if (!exhaustive && seen.has(kind)) return false;
        seen.add(kind);
        return true;
      });
      byStep.set(step.id, typed);
    }
    if ([...byStep.values()].some((typed) => typed.length > 0)) plan.set(definition.formId, byStep);
  }
  return plan;
}

/**
 * A route's page template: its page and layout (each section of the member's account is a page
 * of its own). Routes of one template differ in their words, which the per-route sweep in a DOM
 * environment checks (site/prerendered-accessibility.test.ts).
 */
export function pageTemplate(entry: Pick<RouteEntry, 'page' | 'layout' | 'subject'>): string {
  return `${entry.page} ${entry.layout}${entry.page === 'account' ? ` ${entry.subject}` : ''}`;
}

/** The routes to check in Chromium: the first of each page template, or all in an exhaustive run. */
export function routesToCheck<Entry extends Pick<RouteEntry, 'page' | 'layout' | 'subject'>>(
  entries: readonly Entry[],
): Entry[] {
  if (exhaustive) return [...entries];
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const template = pageTemplate(entry);
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
