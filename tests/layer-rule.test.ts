import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The one-way dependency rule (README.md, "Layout") must make a wrong import fail the lint.
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('one-way dependency rule', () => {
  it.each([
    ['validators/x.ts', "import { a } from '../plans';"],
    ['plans/x.ts', "import { a } from '../engine';"],
    ['engine/x.ts', "import { a } from '../plans';"],
    ['server/x.ts', "import { a } from '../site';"],
    ['server/x.ts', "import React from 'react';"],
    ['site/x.ts', "import { a } from '../validators/messages';"],
    ['server/x.ts', "import { a } from '../engine/renderer';"],
    ['forms/x.ts', "import { a } from '../engine/renderer';"],
    ['studio/x.ts', "import { a } from '../server';"],
    ['studio/x.ts', "import { a } from '../engine/paths/step-paths';"],
    ['server/x.ts', "import { a } from '../studio';"],
    ['studio/x.ts', "import { a } from 'react';"],
    ['studio/x.ts', "import { a } from '../engine/renderer';"],
    // The studio's preview frame may use React, yet still nothing of the site or the server.
    ['studio/preview-frame/x.tsx', "import { a } from '../../server';"],
    ['studio/preview-frame/x.tsx', "import { a } from '../../engine/renderer/FormWizard';"],
    // Deep imports under engine/'s second face, engine/renderer/.
    ['site/x.ts', "import { a } from '../engine/renderer/FormWizard';"],
    ['site/x.ts', "import { a } from '../engine/renderer/wizard/FormWizard';"],
    ['site/apply/x.ts', "import { a } from '../../engine/renderer/widgets/text-widgets';"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const b = a;\n`)).not.toHaveLength(0);
  });

  it.each([
    ['plans/x.ts', "import { a } from '../validators';"],
    ['engine/x.ts', "import { a } from '../validators';"],
    ['server/x.ts', "import { a } from '../plans';"],
    ['site/x.ts', "import { a } from '../engine';"],
    ['validators/rules/x.ts', "import { a } from '../messages';"],
    ['site/x.ts', "import { a } from '../engine/renderer';"],
    ['site/x.ts', "import { a } from '../engine/renderer/index';"],
    ['studio/x.ts', "import { a } from '../forms';"],
    ['studio/preview-frame/x.tsx', "import { a } from 'react';"],
    ['studio/preview-frame/x.tsx', "import { a } from '../../engine/renderer';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const b = a;\n`)).toEqual([]);
  });
});
