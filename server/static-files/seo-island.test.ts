import { describe, expect, it } from 'vitest';
import { withSeo } from './seo-island';

const page =
  '<!doctype html><html><head><title>Built title | MBA</title>' +
  '<meta name="description" content="Built description" />' +
  '<link rel="canonical" href="http://localhost:3000/about/" /></head><body><div id="app"></div></body></html>';

const entry = {
  path: '/about/',
  seo: {
    title: 'About <us> & $& more',
    description: 'Who "we" are',
    canonical: 'https://www.mba.example/about/',
  },
};

const island = (html: string): unknown =>
  JSON.parse(
    /<script type="application\/json" id="seo-data">(.*?)<\/script>/.exec(html)?.[1] ?? '',
  );

describe("a page's SEO entry in the HTML the server sends", () => {
  it('replaces title, description and canonical, escaped, with the text as it is', () => {
    const html = withSeo(page, '/about/', [entry]);
    expect(html).toContain('<title>About &lt;us&gt; &amp; $&amp; more</title>');
    expect(html).toContain('<meta name="description" content="Who &quot;we&quot; are" />');
    expect(html).toContain('<link rel="canonical" href="https://www.mba.example/about/" />');
    expect(html).not.toContain('Built');
  });

  it("sends the page's own entry only, as JSON that cannot close its script", () => {
    const other = { path: '/', seo: { title: 'Home', description: 'd', canonical: 'c' } };
    const closing = { ...entry, seo: { ...entry.seo, title: '</script><script>alert(1)' } };
    const html = withSeo(page, '/about/', [other, closing]);
    expect(html).not.toContain('</script><script>');
    expect(island(html)).toEqual([closing]);
  });

  it('keeps the built head for a page with no entry, and says so with an empty list', () => {
    const html = withSeo(page, '/faqs-forms/faqs/', [entry]);
    expect(html).toContain('<title>Built title | MBA</title>');
    expect(island(html)).toEqual([]);
  });

  it('keeps a built value the entry leaves empty', () => {
    const html = withSeo(page, '/about/', [{ ...entry, seo: { ...entry.seo, title: '' } }]);
    expect(html).toContain('<title>Built title | MBA</title>');
    expect(html).toContain('content="Who &quot;we&quot; are"');
  });
});
