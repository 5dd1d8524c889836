import { Navigate, useSearchParams } from 'react-router';
import { formById } from '../../forms';
import { Wizard } from './ApplyPage';
import { dynamicAppFormId } from './dynamicAppForm';

/** The same wizard as the plan's apply route; without a known form, back to the choice. */
export default function DynamicApplication() {
  const [params] = useSearchParams();
  const formId = dynamicAppFormId(params.get('form'));
  const definition = formId ? formById(formId) : undefined;
  if (!definition) return <Navigate to="/term90dynamicappentry/" replace />;
  return (
    <div className="page page--reading application">
      <Wizard key={definition.formId} definition={definition} />
    </div>
  );
}
