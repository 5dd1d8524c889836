// Test helper of the engine's own DOM tests (jsdom, Testing Library): a form's wizard mounted
// as the site mounts it, on a fresh store kept in memory. Not part of the engine's public face.
import { render } from '@testing-library/react';
import type { FormDefinition } from '../definition/types';
import { FormWizard, type FormWizardProps } from '../renderer/wizard/FormWizard';
import { createApplicationStore } from '../store/application-store';
import { memoryStorage } from '../store/memory-storage';
import { runtimeForm } from '../validation/runtime-validators';
import { openRules } from './plan-rules-stub';

/** The wizard of `definition` on the open plan rules; `props` replace what the test is about. */
export function renderWizard(
  definition: FormDefinition,
  props: Partial<FormWizardProps> = {},
): ReturnType<typeof render> {
  const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [] });
  return render(
    <FormWizard
      form={runtimeForm(definition, props.rules ?? openRules)}
      rules={openRules}
      store={store}
      submit={() => Promise.reject(new Error('not in this test'))}
      {...props}
    />,
  );
}
