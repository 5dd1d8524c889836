import type { FieldProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

// Its own chunk: only the forms with a list of people load it, so it adds nothing to the
// JavaScript of every other application route (the 150 KB budget).
const PeopleField = lazy(() => import('./PeopleField'));

/** The people field (`"ui:field": "people"`), loaded when a step first shows one. */
export function LazyPeopleField(props: FieldProps) {
  return (
    <Suspense fallback={null}>
      <PeopleField {...props} />
    </Suspense>
  );
}
