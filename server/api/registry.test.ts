import { describe, expect, it } from 'vitest';
import { LazyApi } from './action';
import { apis, loadLazyApis } from './registry';

describe('the api registry', () => {
  it('declares the same action names for each lazy api as the api has once loaded', async () => {
    const lazy = Object.entries(apis).filter(
      (entry): entry is [string, LazyApi] => entry[1] instanceof LazyApi,
    );
    expect(lazy.map(([name]) => name)).toContain('application');
    for (const [, source] of lazy) {
      const loaded = await source.load();
      expect(Object.keys(loaded).sort()).toEqual([...source.actionNames].sort());
    }
  });

  it('loads a lazy api once, however often it is asked for', async () => {
    let imports = 0;
    const source = new LazyApi(['ping'], async () => {
      imports += 1;
      return {};
    });
    await Promise.all([source.load(), source.load(), loadLazyApis({ source })]);
    expect(imports).toBe(1);
  });
});
