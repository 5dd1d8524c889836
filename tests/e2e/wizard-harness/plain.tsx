// The bench's baseline: plain @rjsf/core with live validation (runtime AJV) on the same step
// schema the wizard renders. `/plain.html?form=<formId>&step=<stepId>`.
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { formById } from '../../../forms';

const query = new URLSearchParams(window.location.search);
const step = formById(query.get('form') ?? '')?.steps.find((s) => s.id === query.get('step'));
// Our keywords and formats are unknown to plain AJV: not strict, so it validates the rest.
const validator = customizeValidator({
  ajvOptionsOverrides: { strict: false, validateFormats: false },
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
