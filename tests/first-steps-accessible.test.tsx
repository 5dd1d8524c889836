// @vitest-environment jsdom
// Every form's first step as the wizard draws it, on the catalogue's plan rules, checked by axe-core
// in a DOM environment (without colour contrast and target size, which need a layout). Chromium
// checks the first step of each step kind in the site layout (tests/e2e/application-page.e2e.test.ts),
// every form's in an exhaustive run.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeForm } from '../engine';
import { axeFindings } from '../engine/testing/axe-findings';
import { renderWizard } from '../engine/testing/render-wizard';
import { formDefinitions, plansRules } from '../forms';

afterEach(() => {
  cleanup();
});

describe("every form's first step, in a DOM environment", () => {
  it.each(formDefinitions.map((definition) => [definition.formId, definition] as const))(
    '%s: shows its first step with no WCAG 2.2 AA finding and no repeated id',
    async (_formId, definition) => {
      const { container } = renderWizard(definition, {
        form: runtimeForm(definition, plansRules),
        rules: plansRules,
      });
      const first = definition.steps[0]?.title ?? '';
      expect(await screen.findByRole('heading', { level: 1, name: first })).toBeTruthy();
      expect(await axeFindings(container)).toEqual([]);
      const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    },
  );
});
