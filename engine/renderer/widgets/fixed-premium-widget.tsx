import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../described-by';

/**
 * A fixed-price plan's payment, shown, not asked: its only answer is the plan's price, which
 * rjsf fills in from the field's default, named `$277.20 every 12 months`
 * (engine/definition/fixed-premium.ts).
 */
export function FixedPremiumWidget(props: WidgetProps) {
  const { id, value, options, uiSchema, rawErrors } = props;
  const shown = options.enumOptions?.find((option) => option.value === value);
  if (!shown) return null;
  return (
    <output
      id={id}
      className="fixed-premium"
      aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(rawErrors?.length))}
    >
      {shown.label}
    </output>
  );
}
