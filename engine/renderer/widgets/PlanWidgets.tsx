import type { WidgetProps } from '@rjsf/utils';
import { coverageParams, isPlanKeywordValue } from '../../validation/keyword-params';
import { coverageOptionsAt } from '../../validation/keyword-runtime';
import { formatUsd, messages, states } from '../../../validators';
import { answerOf, controlProps } from './control-props';
import { wizardContextOf } from '../page/form-context';
import { usePremium } from '../wizard/use-premium';
import { choicesOf, RadioGroup } from './ChoiceWidgets';
import type { CoverageOptions } from '../../validation/plan-rules';

function amountsOf(options: CoverageOptions): number[] {
  if ('list' in options) return options.list;
  const amounts: number[] = [];
  for (let amount = options.min; amount <= options.max; amount += options.step)
    amounts.push(amount);
  return amounts;
}

/**
 * Coverage amounts from the plan, narrowed as the field's coverageForPlan keyword narrows them
 * (by the chosen term and the age, read where the keyword says), so the list offers what the
 * validator accepts; and the premium.
 */
export function CoverageWidget(props: WidgetProps) {
  const { value, onChange, registry, schema } = props;
  const context = wizardContextOf(registry.formContext);
  const keyword: unknown = schema.coverageForPlan;
  const rules = context?.rules;
  // A few small objects, made on the widget's own renders only (a keystroke renders none).
  const params = rules && isPlanKeywordValue(keyword) ? coverageParams(keyword, rules) : undefined;
  const options = params
    ? coverageOptionsAt(params, context?.data)
    : context?.rules.coverageOptions(context.plan);
  const amounts = options ? amountsOf(options) : [];
  // An amount chosen before an answer it depends on changed (a later date of birth, another
  // term) stays in sight, marked, beside its error, rather than the list going blank; it is not
  // priced.
  const withdrawn = typeof value === 'number' && !amounts.includes(value) ? value : undefined;
  const premium = usePremium(context);
  return (
    <>
      <select
        {...controlProps(props)}
        className="select"
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
      >
        <option value="">Choose an amount</option>
        {withdrawn !== undefined && (
          <option value={withdrawn} disabled>
            {formatUsd(withdrawn)} (not available for your answers)
          </option>
        )}
        {amounts.map((amount) => (
          <option key={amount} value={amount}>
            {formatUsd(amount)}
          </option>
        ))}
      </select>
      <p className="premium" aria-live="polite">
        {premium === undefined || withdrawn !== undefined
          ? ''
          : `Monthly premium: ${formatUsd(premium)}`}
      </p>
    </>
  );
}

/** States and territories; those where the plan is not sold say so, before and after choosing. */
export function StateWidget(props: WidgetProps) {
  const { id, value, onChange, rawErrors, registry } = props;
  const control = controlProps(props);
  const context = wizardContextOf(registry.formContext);
  const notAvailable = context ? context.rules.statesNotAvailable(context.plan) : [];
  const chosenUnavailable = typeof value === 'string' && notAvailable.includes(value);
  const noticeId = `${id}__not-available`;
  const notice = chosenUnavailable && !rawErrors?.length;
  // The notice describes the select too, so it is heard again on coming back to the field.
  const described = [control['aria-describedby'], notice ? noticeId : undefined].filter(Boolean);
  return (
    <>
      <select
        {...control}
        className="select"
        value={typeof value === 'string' ? value : ''}
        autoComplete="address-level1"
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        onChange={(event) => onChange(answerOf(event.target.value))}
      >
        <option value="">Choose a state</option>
        {states.map((state) => (
          <option key={state.code} value={state.code}>
            {notAvailable.includes(state.code)
              ? `${state.name} (not available for this plan)`
              : state.name}
          </option>
        ))}
      </select>
      <p className="hint" id={noticeId} aria-live="polite">
        {notice ? messages.stateNotAvailable : ''}
      </p>
    </>
  );
}

/**
 * Payment methods as radios, only those the plan takes (its catalogue entry, read as the field's
 * paymentMethodForPlan keyword reads it): a federal civilian is not offered a military allotment.
 */
export function PaymentMethodWidget(props: WidgetProps) {
  const context = wizardContextOf(props.registry.formContext);
  const taken = context?.rules.paymentMethods?.(context.plan);
  const choices = choicesOf(props).filter(
    (choice) => taken === undefined || taken.includes(choice.value),
  );
  return <RadioGroup {...props} choices={choices} />;
}
