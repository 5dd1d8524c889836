import { useMemo, type Dispatch, type SetStateAction } from 'react';
import type { Form } from '../../definition/form';
import type { HelpTexts } from '../../definition/help-disclosure';
import type { FormData } from '../../definition/types';
import { askedPremiumItems, premiumOfInsured } from '../../premium/asked-premium';
import type { PlanRules } from '../../validation/plan-rules';
import type { AnswerChanges } from '../answers/answer-changes';
import type { TypedAnswers } from '../answers/typed-answers';
import { entryRemoved, type StepErrors } from '../errors/step-errors';
import type { WizardContext } from '../page/form-context';

interface WizardContextOptions {
  form: Form;
  rules: PlanRules;
  helpTexts: HelpTexts | undefined;
  /** The answers now, the text still being typed included; read when called, never in render. */
  answersNow(): FormData;
  typed: TypedAnswers;
  changes: AnswerChanges;
  setErrors: Dispatch<SetStateAction<StepErrors>>;
}

/**
 * What the widgets read besides their own value (rjsf's formContext), and the premium items of
 * each insured person on the steps asked, which the review shows. The same objects while what
 * they are made of stays the same, so no widget renders again for nothing.
 */
export function useWizardContext(options: WizardContextOptions) {
  const { form, rules, helpTexts, answersNow, typed, changes, setErrors } = options;
  const { plan } = form.definition;
  const { itemsFor, pricing } = useMemo(() => {
    const items = (data: FormData) => askedPremiumItems(form, rules, data);
    return { itemsFor: items, pricing: (data: FormData) => premiumOfInsured(items(data)) };
  }, [form, rules]);
  const wizardContext = useMemo<WizardContext>(
    () => ({
      rules,
      plan,
      helpTexts,
      get data() {
        return answersNow();
      },
      premium: pricing,
      subscribe: changes.subscribe,
      typing: (fieldPath, value) => typed.set(fieldPath, value),
      removedEntry: (listPath, index) =>
        setErrors((current) => entryRemoved(current, listPath, index)),
    }),
    [rules, plan, helpTexts, pricing, changes, typed, answersNow, setErrors],
  );
  return { wizardContext, itemsFor };
}
