import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

describe('the route table', () => {
  it('gives every page a title of its own, so tabs, bookmarks and search results tell them apart', () => {
    const byTitle = new Map<string, string[]>();
    // A path with parameters is one page at several addresses (the agent's, an application's).
    for (const entry of routeTable.filter((route) => !route.path.includes(':')))
      byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry.path]);
    const shared = [...byTitle.entries()].filter(([, paths]) => paths.length > 1);
    expect(shared).toEqual([]);
  });

  it("ends every title with the site's short name", () => {
    expect(routeTable.filter((entry) => !entry.title.endsWith(' | MBA'))).toEqual([]);
  });
});
