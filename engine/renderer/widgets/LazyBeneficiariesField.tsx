import type { FieldProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import type { Designation } from './beneficiary-shares';

// Its own chunk: the beneficiaries are a later step of an application, never its first, so the
// field's code is fetched when that step first shows rather than with the application route
// (the 150 KB budget of the route's JavaScript).
const BeneficiariesField = lazy(async () => ({
  default: (await import('./BeneficiariesField')).BeneficiariesField,
}));

/** The beneficiaries field (`"ui:field": "beneficiaries"`), loaded when a step first shows one. */
export function LazyBeneficiariesField(props: FieldProps<Designation>) {
  return (
    <Suspense fallback={null}>
      <BeneficiariesField {...props} />
    </Suspense>
  );
}
