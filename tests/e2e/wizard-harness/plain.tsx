// The bench's baseline: plain @rjsf/core with live validation (runtime AJV) on the same step
// schema the wizard renders, checked by the same formats and plan keywords as ours, so both
// validate the same rules. `/plain.html?form=<formId>&step=<stepId>`.
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import addErrors from 'ajv-errors';
import { createRoot } from 'react-dom/client';
import { defaultRuntimeModule } from '../../../engine/validation/create-ajv';
import { formats } from '../../../engine/validation/keyword-runtime';
import { addCustomKeywords } from '../../../engine/validation/keywords';
import { formById, plansRules } from '../../../forms';

const query = new URLSearchParams(window.location.search);
const step = formById(query.get('form') ?? '')?.steps.find((s) => s.id === query.get('step'));
const validator = customizeValidator({
  extenderFn: (ajv) => {
    for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
    addErrors(ajv);
    addCustomKeywords(ajv, plansRules, defaultRuntimeModule);
    return ajv;
  },
});
const main = document.getElementById('main');
if (main && step) {
  createRoot(main).render(
    <Form
      schema={step.schema as RJSFSchema}
      uiSchema={{}}
      validator={validator}
      liveValidate="onChange"
      showErrorList={false}
    />,
  );
}
