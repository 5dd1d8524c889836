import { Navigate, useSearchParams } from 'react-router';
import { formPlans } from 'virtual:form-plans';
import { formRoutes } from 'virtual:form-validators';
import { Suspense } from 'react';
import { SaveForLater, Wizard } from './ApplyPage';
import { dynamicAppFormId } from './dynamic-app-form';

/** The same wizard as the plan's apply route; without a known form, back to the choice. */
export default function DynamicApplication() {
  const [params] = useSearchParams();
  const formId = dynamicAppFormId(params.get('form'), formPlans);
  const form = formRoutes.find((route) => route.formId === formId);
  if (!form) return <Navigate to="/term90dynamicappentry/" replace />;
  return (
    <div className="page page--reading application">
      <Wizard key={form.formId} form={form} />
      <Suspense fallback={null}>
        <SaveForLater key={`save-${form.formId}`} form={form} />
      </Suspense>
    </div>
  );
}
