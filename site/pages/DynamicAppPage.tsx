import { lazy, Suspense } from 'react';
import { dynamicApp } from '../content/dynamic-app';

// The form engine and its forms load only here, in the application chunk.
const DynamicApplication = lazy(() => import('../apply/DynamicApplication'));

/** /term90dynamicapp/?form=<variant>: one Term 90 Plus application, in the bare layout. */
export function DynamicAppPage() {
  return (
    <Suspense
      fallback={
        <p className="page" role="status">
          {dynamicApp.loading}
        </p>
      }
    >
      <DynamicApplication />
    </Suspense>
  );
}
