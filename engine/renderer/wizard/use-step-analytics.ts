import { useEffect } from 'react';
import type { AnalyticsItem } from '../../analytics/analytics-item';
import type { Form } from '../../definition/form';
import type { FormData } from '../../definition/types';
import type { PlanRules } from '../../validation/plan-rules';
import { laterModule } from './later-module';

// Its own chunk, fetched as the wizard mounts: no part of the route's JavaScript (the 150 KB
// budget), since nothing is reported before the first step is passed.
const stepAnalytics = laterModule(() => import('../../analytics/step-analytics'));

/**
 * Reports each passed step's analytics item, and the submission's, to `onAnalytics`. An item of a
 * step passed before the module has come is reported once it has, in the order of the steps.
 */
export function useStepAnalytics(
  form: Form,
  rules: PlanRules,
  onAnalytics: ((item: AnalyticsItem) => void) | undefined,
) {
  useEffect(() => {
    stepAnalytics().catch(() => undefined);
  }, []);
  return (stepId: string, data: FormData, applicationId?: string) => {
    if (!onAnalytics) return;
    const report = ({ stepAnalyticsItem }: NonNullable<typeof stepAnalytics.loaded>) =>
      onAnalytics(stepAnalyticsItem(form, rules, stepId, data, applicationId));
    if (stepAnalytics.loaded) report(stepAnalytics.loaded);
    else stepAnalytics().then(report, (error: unknown) => console.error(error));
  };
}
