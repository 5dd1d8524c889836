import type { HelpTexts } from '../../definition/help-disclosure';
import type { FormData, PlanRef } from '../../definition/types';
import type { PlanRules } from '../../validation/plan-rules';

/** What our widgets read besides their own value (rjsf's formContext). */
export interface WizardContext {
  rules: PlanRules;
  plan: PlanRef;
  /** The answers so far, this step's included (coverage narrows by the date of birth). */
  data: FormData;
  /** Folded help's paragraphs by summary, once loaded (the form's module carries summaries only). */
  helpTexts?: HelpTexts;
  /** Monthly premium for the answers so far, from the rate tables; undefined until priced. */
  premium?: (data: FormData) => number | undefined;
  /** Hears every change of rjsf's answers, once rjsf has rendered it. */
  subscribe?: (listener: () => void) => () => void;
  /** A text widget reports each keystroke's text here (dotted field path); rjsf hears on blur. */
  typing?: (fieldPath: string, value: unknown) => void;
  /**
   * A list's widget removed entry `index` of the list at `listPath` (dotted), after reporting the
   * list as it now stands (`typing`): the errors shown below it move up with their entries.
   */
  removedEntry?: (listPath: string, index: number) => void;
}

export function wizardContextOf(formContext: unknown): WizardContext | undefined {
  if (formContext === null || typeof formContext !== 'object') return undefined;
  const context = formContext as Partial<WizardContext>;
  return context.rules && context.plan ? (context as WizardContext) : undefined;
}
