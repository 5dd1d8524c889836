// The bench's baseline: plain @rjsf/core with live validation (runtime AJV) on the same step
// schema the wizard renders, checked by the same formats and plan keywords as ours, so both
// validate the same rules. `/plain.html?form=<formId>&step=<stepId>[&data=<JSON answers>]`. The step and its plans'
// rules come from the form's build module, as in main.tsx (its precompiled validators unused).
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import addErrors from 'ajv-errors';
import { createRoot } from 'react-dom/client';
import loaders from 'virtual:form-validators';
import { snapshotPlanRules } from '../../../engine';
import { defaultRuntimeModule } from '../../../engine/validation/create-ajv';
import { formats } from '../../../engine/validation/keyword-runtime';
import { addCustomKeywords } from '../../../engine/validation/keywords';

const query = new URLSearchParams(window.location.search);
const loader = loaders[query.get('form') ?? ''];
const main = document.getElementById('main');
if (main && loader) {
  void loader().then((form) => {
    const step = form.definition.steps.find((s) => s.id === query.get('step'));
    if (!step) return;
    const rules = snapshotPlanRules(form.planRulesSnapshot);
    // The step's answers to start from (the bench fills a list to its longest), as JSON.
    const data = query.get('data');
    const formData: unknown = data === null ? undefined : JSON.parse(data);
    const validator = customizeValidator({
      extenderFn: (ajv) => {
        for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
        addErrors(ajv);
        addCustomKeywords(ajv, rules, defaultRuntimeModule);
        return ajv;
      },
    });
    createRoot(main).render(
      <Form
        schema={step.schema as RJSFSchema}
        uiSchema={{}}
        validator={validator}
        liveValidate="onChange"
        showErrorList={false}
        formData={formData}
      />,
    );
  });
}
