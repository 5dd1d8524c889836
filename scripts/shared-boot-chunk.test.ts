import { describe, expect, it } from 'vitest';
import { type CutChunk, sharedBootGroup, sharedBootModules } from './shared-boot-chunk';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): CutChunk => ({
  fileName,
  moduleIds,
  imports,
});

// boot.js loads first; it imports shell.js. Each boot loads react.js and stores.js (through
// react.js); only the site's boot loads pages.js, only the application's loads wizard.js.
const cut = [
  chunk('boot.js', ['/boot.ts'], ['shell.js']),
  chunk('shell.js', ['/cookies.ts']),
  chunk('main.js', ['/main.tsx'], ['react.js', 'pages.js', 'shell.js']),
  chunk('application.js', ['/application-main.tsx'], ['react.js', 'wizard.js']),
  chunk(
    'react.js',
    ['/node_modules/react/index.js', '/node_modules/react-dom/client.js'],
    ['stores.js'],
  ),
  chunk('stores.js', ['/stores/user.ts', '/stores/alert.ts']),
  chunk('pages.js', ['/pages/Home.tsx']),
  chunk('wizard.js', ['/engine/FormWizard.tsx']),
];

describe('the chunk the two React boots share', () => {
  it('takes the modules of every chunk both boots load, none of one boot only', () => {
    const shared = sharedBootModules(cut, '/boot.ts', ['/main.tsx', '/application-main.tsx']);
    expect([...shared].sort()).toEqual([
      '/node_modules/react-dom/client.js',
      '/node_modules/react/index.js',
      '/stores/alert.ts',
      '/stores/user.ts',
    ]);
  });

  it('leaves out what the first script has loaded already', () => {
    const shared = sharedBootModules(
      cut.map((c) =>
        c.fileName === 'application.js' ? { ...c, imports: [...c.imports, 'shell.js'] } : c,
      ),
      '/boot.ts',
      ['/main.tsx', '/application-main.tsx'],
    );
    expect(shared.has('/cookies.ts')).toBe(false);
    expect(shared.has('/stores/user.ts')).toBe(true);
  });

  it('groups nothing when a boot or the first script is in no chunk', () => {
    expect(sharedBootModules(cut, '/boot.ts', ['/main.tsx', '/missing.tsx']).size).toBe(0);
    expect(sharedBootModules(cut, '/missing.ts', ['/main.tsx', '/application-main.tsx']).size).toBe(
      0,
    );
  });

  it('makes a group of exactly those modules, their dependencies left where they are', () => {
    const group = sharedBootGroup('react-boot', new Set(['/stores/user.ts']));
    expect(group.name).toBe('react-boot');
    expect(group.test('/stores/user.ts')).toBe(true);
    expect(group.test('/stores/alert.ts')).toBe(false);
    expect(group.includeDependenciesRecursively).toBe(false);
  });
});
