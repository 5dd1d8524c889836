import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes/route-table';
import { pageCopyAt, pathsWithCopy, titled } from './page-copy';
import pageCopy from './page-copy.json';
import schema from './page-copy.schema.json';

const validate = new Ajv2020({ allErrors: true }).compile(schema);
const errorsOf = (data: unknown) => (validate(data) ? [] : (validate.errors ?? []));

describe('site/content/page-copy.json', () => {
  it('is what its schema describes', () => {
    expect(errorsOf(pageCopy)).toEqual([]);
  });

  it('speaks only of paths the route table serves', () => {
    const routed = new Set(routeTable.map((route) => route.path));
    expect(pathsWithCopy().filter((path) => !routed.has(path))).toEqual([]);
  });

  it("gives each route its page's words, the site's name after the title", () => {
    const fromCopy = routeTable.filter((route) => pathsWithCopy().includes(route.path));
    expect(fromCopy.length).toBe(pathsWithCopy().length);
    for (const route of fromCopy) {
      const copy = pageCopy.pages[route.path as keyof typeof pageCopy.pages];
      expect(route.title).toBe(titled(copy.title));
      expect(route.description).toBe(copy.description);
    }
  });

  it('names the page a path with no copy lacks, rather than showing an empty title', () => {
    expect(() => pageCopyAt('/no-such-page/')).toThrow(
      'site/content/page-copy.json has no title for the page at /no-such-page/',
    );
  });
});

describe('page-copy.schema.json refuses', () => {
  const withPage = (path: string, copy: unknown) => ({
    ...pageCopy,
    pages: { ...pageCopy.pages, [path]: copy },
  });

  it.each([
    ['a page without a description', withPage('/x/', { title: 'X' })],
    ['a blank title', withPage('/x/', { title: '  ', description: 'About X.' })],
    [
      'a title too long for a search result',
      withPage('/x/', { title: 'x'.repeat(71), description: 'About X.' }),
    ],
    [
      'a description too long for a search result',
      withPage('/x/', { title: 'X', description: 'x'.repeat(161) }),
    ],
    ['a path without its closing slash', withPage('/x', { title: 'X', description: 'About X.' })],
    ['a field it does not know', withPage('/x/', { title: 'X', description: 'About X.', h1: 'X' })],
    ['copy without the site name', { ...pageCopy, brand: '' }],
  ])('%s', (_case, data) => {
    expect(errorsOf(data)).not.toEqual([]);
  });
});
