import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FormDefinition, PlanRules, StepPath } from '../../engine';
import { buildFrame, type FrameFile } from './frame-build';
import { formModules } from './form-module';
import { keywordRuntimeUrl, previewBase, targetOf, type FrameSeed } from './frame-urls';
import { pathSeed } from './path-seed';

/** What the preview asks of the studio: a form and its paths as read last, and that reading's number. */
export interface PreviewSource {
  formOf(formId: string): { definition: FormDefinition; paths: StepPath[] } | undefined;
  version(): number;
  rules: PlanRules;
}

/**
 * The preview frame's routes under /preview/: its built page and assets (built on the first
 * request, once per run), each form's module made from the form as the studio read it last, and
 * the seed of a step of a path. Every answer is `no-store`: after a save the frame loads afresh.
 */
export function previewRoutes(app: FastifyInstance, source: PreviewSource): void {
  let built: Promise<Map<string, FrameFile>> | undefined;
  const frameFiles = () => {
    built ??= buildFrame().catch((error: unknown) => {
      // The next request tries again (the engine's code mended, say).
      built = undefined;
      throw error;
    });
    return built;
  };
  const moduleOf = formModules(source.rules, keywordRuntimeUrl);
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.header('cache-control', 'no-store').type(type).send(body);
  const sendBuilt = async (reply: FastifyReply, fileName: string) => {
    const file = (await frameFiles()).get(fileName);
    if (!file) return reply.code(404).type('text/plain').send(`No file ${fileName} in the frame`);
    return send(reply, file.type, file.body);
  };

  app.get(`${previewBase}frame`, (_request, reply) => sendBuilt(reply, 'index.html'));
  app.get(`${previewBase}assets/:name`, (request, reply) =>
    sendBuilt(reply, `assets/${(request.params as { name: string }).name}`),
  );

  app.get(`${previewBase}forms/:file`, (request, reply) => {
    const formId = (request.params as { file: string }).file.replace(/\.js$/, '');
    const form = source.formOf(formId);
    if (!form) return reply.code(404).type('text/plain').send(`No form ${formId}`);
    return send(reply, 'text/javascript', moduleOf(form.definition));
  });

  app.get(`${previewBase}seed`, (request, reply) => {
    const answer = (seed: FrameSeed) => send(reply, 'application/json', JSON.stringify(seed));
    const target = targetOf(request.query as Record<string, unknown>);
    if (!target) return answer({ found: false, message: 'Name a form, a path and a step.' });
    const form = source.formOf(target.formId);
    if (!form) return answer({ found: false, message: `No form has the id ${target.formId} now.` });
    const path = form.paths[target.path - 1];
    if (!path)
      return answer({
        found: false,
        message: `${form.definition.title} has ${form.paths.length} paths now, not ${target.path}.`,
      });
    const seed = pathSeed(path, target.step);
    if (!seed)
      return answer({
        found: false,
        message: `Path ${target.path} of ${form.definition.title} does not go through step ${target.step} now.`,
      });
    return answer({
      found: true,
      version: source.version(),
      formTitle: form.definition.title,
      seed,
    });
  });
}
