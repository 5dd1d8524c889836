// Lint rules, including the one-way dependency rule between top-level folders
// (README.md, "Layout"): a wrong import fails `npm test`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = ['validators', 'plans', 'engine', 'forms', 'site', 'server', 'studio'];

/** What each folder may not import (besides deep imports into another folder). */
const forbidden = {
  validators: ['plans', 'engine', 'forms', 'site', 'server', 'studio'],
  plans: ['engine', 'forms', 'site', 'server', 'studio'],
  engine: ['plans', 'forms', 'site', 'server', 'studio'],
  forms: ['site', 'server', 'studio'],
  site: ['server', 'studio'],
  server: ['site', 'studio'],
  // The catalogue studio, a local tool: it reads what the product reads, and nothing imports it.
  studio: ['site', 'server'],
};

/** Folders with a second public face beside index.ts. */
const extraFaces = { engine: ['renderer'] };

/** The React face of engine/: for the browser only. */
const reactFaces = ['**/engine/renderer', '**/engine/renderer/**'];

const reactPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  '@rjsf/*',
  '@xstate/react',
];

/**
 * Folders of a layer that are browser pages and so may use React: the studio's preview frame
 * mounts the engine's renderer, as the site does, while the rest of studio/ stays React-free.
 */
const reactPages = { studio: ['studio/preview-frame/**'] };

function layerRule(folder, { reactPage = false } = {}) {
  const patterns = [
    ...forbidden[folder].map((other) => ({
      group: [`**/${other}`, `**/${other}/**`],
      message: `${folder}/ may not import ${other}/ (one-way dependency rule, README.md "Layout").`,
    })),
    ...folders
      .filter((other) => other !== folder && !forbidden[folder].includes(other))
      .map((other) => ({
        group: [
          `**/${other}/*`,
          `!**/${other}/index`,
          `!**/${other}/*.json`,
          ...(extraFaces[other] ?? []).map((face) => `!**/${other}/${face}`),
        ],
        message: `Import ${other}/ through its public face, ${other}/index.ts.`,
      })),
    // A second face is let through above by name; what lies under it is not (its index only).
    ...folders
      .filter((other) => other !== folder && !forbidden[folder].includes(other))
      .flatMap((other) =>
        (extraFaces[other] ?? []).map((face) => ({
          group: [`**/${other}/${face}/*`, `!**/${other}/${face}/index`],
          message: `Import ${other}/${face}/ through its public face, ${other}/${face}/index.ts.`,
        })),
      ),
  ];
  if (!reactPage && ['server', 'validators', 'plans', 'forms', 'studio'].includes(folder)) {
    patterns.push({ group: reactPackages, message: `${folder}/ never imports React.` });
    patterns.push({
      group: reactFaces,
      message: `${folder}/ never imports React (engine/renderer).`,
    });
  }
  const rules = { 'no-restricted-imports': ['error', { patterns }] };
  if (reactPage) return { files: reactPages[folder].map((glob) => `${glob}/*.{ts,tsx}`), rules };
  return { files: [`${folder}/**/*.{ts,tsx}`], ignores: reactPages[folder] ?? [], rules };
}

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '.data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['scripts/**', 'tests/**', '.ci/**'], rules: { 'no-console': 'off' } },
  // An ambient module (`declare module 'virtual:…'`) may not import a relative path (TS2439):
  // `import()` types are the only way it can name our types.
  {
    files: ['**/*.d.ts'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
    },
  },
  ...folders.map((folder) => layerRule(folder)),
  ...Object.keys(reactPages).map((folder) => layerRule(folder, { reactPage: true })),
);
