import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AlertAnswer } from '../api/content/alert';
import type { SeoEntry } from '../api/content/seo';
import { withAlert } from './alert-slot';
import { withSeo } from './seo-island';

export const siteNotBuiltMessage =
  'The site is not built: run `npm run build:site` (or `npm start`, which builds it) and restart the server.';

interface RoutesFile {
  redirects?: { from: string; to: string; status?: number }[];
  patterns?: { regex: string; to: string }[];
  spaPrefixes?: string[];
  /** Regular expressions of client-rendered paths without a common prefix (personal URLs). */
  appShellPatterns?: string[];
  /** Each application route's scripts beyond the boot (scripts/build/route-preloads.ts). */
  applicationPreloads?: Record<string, string[]>;
}

/**
 * The client shell as an application page: marked so the boot starts the application on its own
 * (site/client/application-main.tsx), asking for its `scripts` at once as module preloads.
 */
function asApplicationPage(html: string, scripts: readonly string[]): string {
  const links = scripts
    .filter((script) => /^\/assets\/[\w.-]+\.js$/.test(script))
    .map((script) => `<link rel="modulepreload" crossorigin href="${script}">`)
    .join('');
  return html
    .replace('<div id="app"', '<div id="app" data-shell="application"')
    .replace('</head>', () => `${links}</head>`);
}

function readRoutes(siteDir: string): RoutesFile {
  const file = join(siteDir, 'routes.json');
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return typeof parsed === 'object' && parsed !== null ? (parsed as RoutesFile) : {};
}

/** Hashed build assets never change under their name; pages are revalidated. */
function cacheControl(path: string): string {
  // Hashed names (also as their precompressed .br and .gz copies) never change their content.
  return /[.-][A-Za-z0-9_]{8,}\.(js|css|woff2?|png|svg|jpg|webp)(\.br|\.gz)?$/.test(path)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

export interface SiteOptions {
  /** The current top alert, put into every page served (server/static-files/alert-slot.ts). */
  readonly alert?: () => Promise<AlertAnswer>;
  /** The SEO entries; a page carries its own (server/static-files/seo-island.ts). */
  readonly seo?: () => Promise<readonly SeoEntry[]>;
}

/**
 * The site build of the contract: static files and prerendered pages from dist/site, 301s and
 * pattern redirects from routes.json, the client shell for dynamic prefixes, 404.html for the rest.
 * Pages carry the current top alert. Without a build, every page answers 503 saying so.
 */
export async function registerSite(
  app: FastifyInstance,
  siteDir: string,
  options: SiteOptions = {},
): Promise<void> {
  if (!existsSync(join(siteDir, 'index.html'))) {
    app.get('/*', async (_request, reply) =>
      reply.code(503).send({ message: siteNotBuiltMessage }),
    );
    return;
  }
  const routes = readRoutes(siteDir);
  const redirects = new Map((routes.redirects ?? []).map((r) => [r.from, r]));
  const patterns = (routes.patterns ?? []).map((p) => ({ regex: new RegExp(p.regex), to: p.to }));
  const spaPrefixes = routes.spaPrefixes ?? [];
  const preloads = routes.applicationPreloads ?? {};
  const appShellPatterns = (routes.appShellPatterns ?? []).map((pattern) => new RegExp(pattern));
  const isAppShellPath = (path: string) =>
    spaPrefixes.some((prefix) => path.startsWith(prefix)) ||
    appShellPatterns.some((pattern) => pattern.test(path));

  // Pages are compressed as they go out (each carries the current alert); API answers are not.
  await app.register(fastifyCompress, { global: false });
  await app.register(fastifyStatic, {
    root: siteDir,
    wildcard: false,
    // Pages are sent by the handler below, which puts the alert into them.
    index: false,
    redirect: false,
    // The build wrote .br and .gz beside each script and stylesheet (scripts/build/precompress.ts).
    preCompressed: true,
    setHeaders: (res, path) => res.header('cache-control', cacheControl(path)),
  });

  // Pages do not change while the server runs: each is read once.
  const pages = new Map<string, string>();
  const pageHtml = (file: string): string => {
    const known = pages.get(file);
    if (known !== undefined) return known;
    const html = readFileSync(join(siteDir, file), 'utf8');
    pages.set(file, html);
    return html;
  };
  const withCurrentAlert = async (html: string, cookieHeader?: string): Promise<string> => {
    if (!options.alert) return html;
    try {
      return withAlert(html, await options.alert(), cookieHeader);
    } catch (error) {
      // The page still goes out; the site then asks /api for the alert itself.
      app.log.error({ err: error }, 'top alert could not be read for the page');
      return html;
    }
  };
  const withCurrentSeo = async (html: string, path: string): Promise<string> => {
    if (!options.seo) return html;
    try {
      return withSeo(html, path, await options.seo());
    } catch (error) {
      // The page still goes out with its built-in title; the site then asks /api for the entries.
      app.log.error({ err: error }, 'SEO entries could not be read for the page');
      return html;
    }
  };
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    status: number,
    path: string,
    applicationScripts?: readonly string[],
  ) => {
    const built = pageHtml(file);
    const page = applicationScripts ? asApplicationPage(built, applicationScripts) : built;
    // A page says what this visitor has seen (the announcement folds): never shared by caches.
    const alerted = await withCurrentAlert(page, request.headers.cookie);
    // The not-found page keeps its own title: an SEO entry for its path names a page not there.
    const html = status === 404 ? withSeo(alerted, path, []) : await withCurrentSeo(alerted, path);
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8');
    // The staff console is never indexed (its page also says so, once its script runs).
    if (path.startsWith('/admin/')) reply.header('x-robots-tag', 'noindex, nofollow');
    reply.compress(html);
    return reply;
  };

  app.get('/*', async (request, reply) => {
    const [rawPath = '/', query] = request.url.split('?');
    // Leading slashes collapse to one (backslashes too, which browsers read as slashes): the
    // slash added to `//evil.example` would make `//evil.example/`, another site's address.
    const path = rawPath.replace(/^[/\\]+/, '/');
    const redirect = redirects.get(path) ?? redirects.get(path.endsWith('/') ? path : `${path}/`);
    if (redirect !== undefined) return reply.redirect(redirect.to, 301);
    for (const pattern of patterns) {
      if (pattern.regex.test(path))
        return reply.redirect(path.replace(pattern.regex, pattern.to), 301);
    }
    // A page's address typed or linked without its slash: a prerendered page, or a page the
    // client shell serves at exactly that prefix (an application, /agent/, /term90dynamicapp/).
    if (
      !path.endsWith('/') &&
      !path.includes('.') &&
      (existsSync(join(siteDir, path, 'index.html')) || spaPrefixes.includes(`${path}/`))
    ) {
      return reply.redirect(`${path}/${query === undefined ? '' : `?${query}`}`, 301);
    }
    const page = join(path.replace(/^\/+/, ''), 'index.html');
    if (
      path.endsWith('/') &&
      !path.includes('..') &&
      (pages.has(page) || existsSync(join(siteDir, page)))
    ) {
      return sendPage(request, reply, page, 200, path);
    }
    if (isAppShellPath(path) && existsSync(join(siteDir, 'app.html'))) {
      const scripts = Object.hasOwn(preloads, path) ? preloads[path] : undefined;
      return sendPage(request, reply, 'app.html', 200, path, scripts);
    }
    if (existsSync(join(siteDir, '404.html')))
      return sendPage(request, reply, '404.html', 404, path);
    return reply.code(404).send({ message: 'Page not found' });
  });
}
