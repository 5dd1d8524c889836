import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get as httpGet } from 'node:http';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../http/security-headers';
import { election } from '../../validators';
import { publicElection } from '../api/content/alert';
import { registerSite } from './site-files';

const files: Record<string, string> = {
  'index.html':
    '<!doctype html><title>Home</title><body><template data-slot="top-alert"></template>' +
    // Large enough to be worth compressing (over 1 KB).
    `<p>${'Serving those who serve. '.repeat(60)}</p></body>`,
  'insurance-plans/term-90-plus/index.html':
    '<!doctype html><title>Term 90 Plus</title><meta name="description" content="Plan" /><body></body>',
  '404.html': '<!doctype html><title>Not found</title><body></body>',
  'app.html':
    '<!doctype html><head><title>App shell</title></head>' +
    '<body><div id="app" data-load="now"></div></body>',
  'assets/main-a1b2c3d4e5.js': 'console.warn("app")',
  // What the build's precompress step writes beside it (here not really Brotli: the bytes do not matter).
  'assets/main-a1b2c3d4e5.js.br': 'brotli bytes',
  'routes.json': JSON.stringify({
    redirects: [{ from: '/tricare/', to: '/insurance-plans/tricare-supplement/', status: 301 }],
    patterns: [{ regex: '^/hospital-insurance/.*$', to: '/' }],
    spaPrefixes: ['/my-account/', '/apply/standard/'],
    applicationPreloads: {
      '/apply/standard/': ['/assets/main-a1b2c3d4e5.js', '/assets/standard-a1b2c3d4.js'],
    },
    appShellPatterns: ['^\\/([A-Za-z]{2}\\d{4}[A-Za-z]?)\\/?$'],
  }),
};

describe('site files from dist/site', () => {
  let siteDir: string;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'mba-site-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(siteDir, path)), { recursive: true });
      writeFileSync(join(siteDir, path), content);
    }
    app = Fastify();
    registerSecurityHeaders(app);
    await registerSite(app, siteDir, {
      alert: async () => ({
        visible: true,
        data: { title: 'Closed', text: 'Monday' },
        election: publicElection(election),
      }),
      seo: async () => [
        {
          path: '/insurance-plans/term-90-plus/',
          seo: { title: 'Term 90 Plus | MBA', description: 'Rates & ages', canonical: 'c' },
        },
        {
          path: '/live-calculator/',
          seo: { title: 'Calculator | MBA', description: 'Needs', canonical: 'c' },
        },
      ],
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${url}${path}`, { redirect: 'manual' });

  it('serves the home page and prerendered route pages', async () => {
    expect(await (await get('/')).text()).toContain('Home');
    const page = await get('/insurance-plans/term-90-plus/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Term 90 Plus');
  });

  it('puts the current top alert into the pages it serves', async () => {
    const home = await (await get('/')).text();
    expect(home).toContain('<strong>Closed </strong>Monday');
    expect(home).toContain('<script type="application/json" id="alert-data">');
    const asset = await (await get('/assets/main-a1b2c3d4e5.js')).text();
    expect(asset).toBe('console.warn("app")');
  });

  it("puts a page's SEO entry into its head and sends it along", async () => {
    const page = await (await get('/insurance-plans/term-90-plus/')).text();
    expect(page).toContain('<title>Term 90 Plus | MBA</title>');
    expect(page).toContain('<meta name="description" content="Rates &amp; ages"');
    expect(page).toContain('<script type="application/json" id="seo-data">[{"path"');
    const home = await (await get('/')).text();
    expect(home).toContain('<title>Home</title>');
    expect(home).toContain('<script type="application/json" id="seo-data">[]</script>');
  });

  it('keeps the not-found title where an SEO entry names a page that is not there', async () => {
    const missing = await get('/live-calculator/');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<title>Not found</title>');
    expect(html).toContain('<script type="application/json" id="seo-data">[]</script>');
  });

  it('sends the precompressed copy of a script to a browser that accepts it', async () => {
    const brotli = await fetch(`${url}/assets/main-a1b2c3d4e5.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    const plain = await get('/assets/main-a1b2c3d4e5.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('compresses the pages it sends, alert included', async () => {
    const answer = await new Promise<{ encoding?: string; body: Buffer }>((done, fail) => {
      const request = httpGet(`${url}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      });
      request.on('error', fail);
    });
    expect(answer.encoding).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toContain('<strong>Closed </strong>Monday');
  });

  it("marks an application route's page and asks for its scripts at once, as module preloads", async () => {
    const page = await (await get('/apply/standard/')).text();
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/main-a1b2c3d4e5.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/standard-a1b2c3d4.js"></head>',
    );
    expect(page).toContain('<div id="app" data-shell="application" data-load="now">');
    const other = await (await get('/my-account/')).text();
    expect(other).toContain('App shell');
    expect(other).not.toContain('modulepreload');
    expect(other).not.toContain('data-shell');
  });

  it('adds the trailing slash with a 301', async () => {
    const answer = await get('/insurance-plans/term-90-plus');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/insurance-plans/term-90-plus/');
    const application = await get('/apply/standard?utm_source=mail');
    expect(application.status).toBe(301);
    expect(application.headers.get('location')).toBe('/apply/standard/?utm_source=mail');
    // Only a page's own address gets its slash.
    expect((await get('/apply')).status).toBe(404);
  });

  it('never redirects to an address starting with two slashes (another site)', async () => {
    for (const path of ['//insurance-plans/term-90-plus', '///insurance-plans/term-90-plus']) {
      const answer = await get(path);
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe('/insurance-plans/term-90-plus/');
    }
    // A browser reads a backslash as a slash; fetch would turn it into one before sending.
    const location = await new Promise<string | undefined>((done, fail) => {
      const { hostname, port } = new URL(url);
      const path = '/\\insurance-plans/term-90-plus';
      httpGet({ hostname, port, path }, (res) => {
        res.resume();
        done(res.headers.location);
      }).on('error', fail);
    });
    expect(location).toBe('/insurance-plans/term-90-plus/');
  });

  it('applies the redirects and patterns of routes.json', async () => {
    const tricare = await get('/tricare/');
    expect(tricare.status).toBe(301);
    expect(tricare.headers.get('location')).toBe('/insurance-plans/tricare-supplement/');
    const hospital = await get('/hospital-insurance/anything/');
    expect(hospital.status).toBe(301);
    expect(hospital.headers.get('location')).toBe('/');
  });

  it('serves the app shell for dynamic prefixes', async () => {
    const answer = await get('/my-account/payment-center/');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('App shell');
    const personalUrl = await get('/AB1234/');
    expect(personalUrl.status).toBe(200);
    expect(await personalUrl.text()).toContain('App shell');
  });

  it('answers unknown paths with 404.html and status 404, with the security headers', async () => {
    const answer = await get('/no/such/page/');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Not found');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('caches hashed assets for a year and pages not at all', async () => {
    const asset = await get('/assets/main-a1b2c3d4e5.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });
});
