import Fastify, { type FastifyInstance } from 'fastify';
import { pathFindings, stepPaths, type FormDefinition, type StepPath } from '../../engine';
import { plansRules } from '../../forms';
import { filterCatalogue, questionOf } from '../catalogue/catalogue-filter';
import { flowGraph, type FlowGraph } from '../flow/flow-graph';
import { flowSvg } from '../flow/flow-svg';
import { findingsRunner } from '../live/findings-process';
import type { StudioFinding } from '../live/studio-finding';
import { validatorsCache } from '../live/validators-cache';
import { loadStudioModel, type StudioFolders, type StudioModel } from '../live/studio-model';
import { watchFolders } from '../live/watch-folders';
import { cataloguePage } from '../pages/catalogue-page';
import { comparePage } from '../pages/compare-page';
import { formPage } from '../pages/form-page';
import { previewPage, widthOf } from '../pages/preview-page';
import { targetOf } from '../preview/frame-urls';
import { previewRoutes } from '../preview/preview-routes';
import { esc } from '../pages/html';
import { findingsPanel, layout, type FindingsState } from '../pages/layout';

export interface StudioOptions extends StudioFolders {
  /** Run the full checker after each save (off in tests that only look at the flow). */
  check?: boolean;
}

interface FormView {
  flow: FlowGraph;
  paths: StepPath[];
  pathFindings: string[];
}

/**
 * The catalogue studio: a local tool, never part of `npm start`. It reads the plan and form
 * folders, watches them, and after each save reads them again and tells every open page over
 * server-sent events; the checker runs in a child process beside it.
 */
export async function createStudio(options: StudioOptions): Promise<FastifyInstance> {
  let model: StudioModel = loadStudioModel(options);
  let checkerFindings: StudioFinding[] = [];
  const findings: FindingsState = { findings: [], seconds: undefined, checking: false };
  const views = new Map<string, FormView>();
  const listeners = new Set<(event: string) => void>();
  const tell = (event: string) => listeners.forEach((listener) => listener(event));
  const runner = findingsRunner(options);

  const showFindings = () => {
    findings.findings = [...model.findings, ...checkerFindings];
  };
  // The checker starts a moment after the last save, so the redraw has the processor first.
  let checkTimer: NodeJS.Timeout | undefined;
  const check = (delayMs: number) => {
    if (options.check === false) return;
    findings.checking = true;
    clearTimeout(checkTimer);
    checkTimer = setTimeout(() => runChecker(), delayMs);
  };
  const runChecker = () =>
    runner.run((found, seconds) => {
      checkerFindings = found;
      findings.seconds = seconds;
      findings.checking = false;
      showFindings();
      tell('findings');
    });
  const reload = () => {
    model = loadStudioModel(options, model.version + 1);
    views.clear();
    showFindings();
    tell('model');
    check(1500);
  };
  showFindings();
  check(0);
  const watcher = watchFolders([options.formsDir, options.plansDir], reload);

  const context = () => ({ rules: plansRules, now: new Date() });
  const validatorsOf = validatorsCache(plansRules);
  const viewOf = (definition: FormDefinition): FormView => {
    const known = views.get(definition.formId);
    if (known) return known;
    const form = { definition, validators: validatorsOf(definition) };
    const paths = stepPaths(form, context());
    const view = {
      flow: flowGraph(form, context(), paths),
      paths,
      pathFindings: pathFindings(form, context(), paths),
    };
    views.set(definition.formId, view);
    return view;
  };
  const page = (title: string, content: string, file?: string) =>
    layout(
      title,
      content,
      findingsPanel(findings, file),
      model.version,
      !findings.checking && findings.seconds !== undefined,
    );

  const app = Fastify({ logger: false });
  app.addHook('onClose', async () => {
    watcher.close();
    clearTimeout(checkTimer);
    runner.stop();
  });

  app.get('/', async (request, reply) => {
    const question = questionOf(request.query as Record<string, unknown>);
    const rows = filterCatalogue(model.rows, question);
    return reply
      .type('text/html')
      .send(page('Catalogue', cataloguePage(rows, model.rows.length, question)));
  });

  app.get('/forms/:formId', async (request, reply) => {
    const { formId } = request.params as { formId: string };
    const definition = model.forms.find((form) => form.formId === formId);
    if (!definition)
      return reply
        .code(404)
        .type('text/html')
        .send(page('No such form', `<p>No form has the id <code>${esc(formId)}</code> now.</p>`));
    const file = model.formFileOf.get(formId) ?? '';
    const view = viewOf(definition);
    return reply
      .type('text/html')
      .send(page(definition.title, formPage({ definition, file, ...view }), file));
  });

  app.get('/forms/:formId/preview', async (request, reply) => {
    const { formId } = request.params as { formId: string };
    const query = request.query as Record<string, unknown>;
    const definition = model.forms.find((form) => form.formId === formId);
    const target = targetOf({ ...query, form: formId });
    if (!definition || !target)
      return reply
        .code(404)
        .type('text/html')
        .send(
          page(
            'No such preview',
            `<p>No form has the id <code>${esc(formId)}</code> now, or the address names no path and step. Open a path's step from <a href="/">a form's page</a>.</p>`,
          ),
        );
    const file = model.formFileOf.get(formId) ?? '';
    const path = viewOf(definition).paths[target.path - 1];
    const width = widthOf(query.width);
    return reply
      .type('text/html')
      .send(
        page(
          `Preview: ${definition.title}`,
          previewPage({ definition, target, width, path }),
          file,
        ),
      );
  });

  previewRoutes(app, {
    formOf: (formId) => {
      const definition = model.forms.find((form) => form.formId === formId);
      return definition && { definition, paths: viewOf(definition).paths };
    },
    version: () => model.version,
    rules: plansRules,
  });

  app.get('/compare', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const key = (name: string) =>
      typeof query[name] === 'string' ? (query[name] as string) : undefined;
    // Two flows on one page: each arrow marker needs an id of its own.
    const flowOf = (chosen: string | undefined, side: string) => {
      const row = model.rows.find((r) => `${r.planId}/${r.variantId}` === chosen);
      const definition = model.forms.find((form) => form.formId === row?.formId);
      if (!definition) return '<p>No online application.</p>';
      return `<div class="flow-box" tabindex="0" role="region" aria-label="Flow of ${esc(definition.title)}">${flowSvg(viewOf(definition).flow, `Flow of ${definition.title}`, `arrow-${side}`)}</div>`;
    };
    return reply
      .type('text/html')
      .send(
        page(
          'Compare two variants',
          comparePage(model.rows, key('a'), key('b'), [
            flowOf(key('a'), 'a'),
            flowOf(key('b'), 'b'),
          ]),
        ),
      );
  });

  app.get('/events', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    reply.raw.write(`retry: 500\n\n`);
    const listener = (event: string) =>
      reply.raw.write(`event: ${event}\ndata: ${model.version}\n\n`);
    listeners.add(listener);
    request.raw.on('close', () => listeners.delete(listener));
  });

  return app;
}
