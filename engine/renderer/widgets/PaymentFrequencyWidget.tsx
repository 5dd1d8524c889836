import type { WidgetProps } from '@rjsf/utils';
import { formatUsd } from '../../../validators';
import { paymentAmount } from '../../premium/monthly-premium';
import { wizardContextOf } from '../page/form-context';
import { usePremium } from '../wizard/use-premium';
import { RadioGroup, choicesOf } from './ChoiceWidgets';

/**
 * Payment frequencies (Q, S, A) as radios, each labelled with one payment at that frequency
 * once the premium is known: the label, read with the radio, says the amount.
 */
export function PaymentFrequencyWidget(props: WidgetProps) {
  const monthly = usePremium(wizardContextOf(props.registry.formContext));
  const choices = choicesOf(props).map((choice) => {
    const amount = monthly === undefined ? undefined : paymentAmount(monthly, choice.value);
    return amount === undefined
      ? choice
      : { ...choice, label: `${choice.label}: ${formatUsd(amount)}` };
  });
  return <RadioGroup {...props} choices={choices} />;
}
