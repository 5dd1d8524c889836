import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsItem } from '../../analytics/analytics-item';
import { exampleForm } from '../../testing/example-form';
import { rulesWith } from '../../testing/plan-rules-stub';
import { runtimeForm } from '../../validation/runtime-validators';
import { useStepAnalytics } from './use-step-analytics';

const rules = rulesWith({ schedule: () => '95' });
const form = runtimeForm(
  exampleForm('analytics-example', [
    { id: 'insured', title: 'Insured', schema: { type: 'object', properties: {} } },
  ]),
  rules,
);

type Report = ReturnType<typeof useStepAnalytics>;

function Reporter(props: { onAnalytics(item: AnalyticsItem): void; gives(report: Report): void }) {
  props.gives(useStepAnalytics(form, rules, props.onAnalytics));
  return null;
}

describe('the analytics of passed steps', () => {
  it('reports the steps passed before its module came once it has, in order, then at once', async () => {
    const items: AnalyticsItem[] = [];
    let report: Report = () => undefined;
    renderToStaticMarkup(
      <Reporter onAnalytics={(item) => items.push(item)} gives={(given) => (report = given)} />,
    );
    report('insured', {});
    report('coverage', {});
    expect(items).toEqual([]);
    await vi.waitFor(() => expect(items.map((item) => item.step)).toEqual(['insured', 'coverage']));
    report('submitted', {}, 'app-1');
    expect(items.map((item) => item.step)).toEqual(['insured', 'coverage', 'submitted']);
    expect(items.at(-1)).toEqual({
      formId: 'analytics-example',
      appId: 'example',
      brand: 'life',
      step: 'submitted',
      schedule: '95',
      applicationId: 'app-1',
    });
  });
});
