import { useEffect, useEffectEvent } from 'react';
import type { FormData, FormDefinition } from '../../definition/types';
import type { ApplicationStore } from '../../store/application-store';
import { trimmedAnswers } from '../../validation/blank-answers';
import { stepAnswers } from '../answers/step-answers';

/**
 * What is typed on a step not passed yet is kept in the store's temp data (sensitive fields
 * never), so a reload or a closed tab loses none of it: each of the step's sections as it stands,
 * over the temp data. Returns the function that keeps a step's answers now (on a blur, on leaving
 * the step); a page hidden or closed while a field is still being typed in keeps them as well.
 */
export function useKeptTyping(
  store: ApplicationStore,
  definition: FormDefinition,
  answersNow: () => FormData,
  stateNow: () => string,
): (stepId: string) => void {
  const { appId, formId } = definition;
  const keepTyped = (stepId: string) => {
    const typedOn = definition.steps.find((s) => s.id === stepId);
    if (!typedOn) return;
    const state = store.getState();
    const tempData = state.entry(appId, formId)?.tempData ?? {};
    state.saveTempData(appId, formId, {
      ...tempData,
      ...trimmedAnswers(stepAnswers(typedOn.schema, answersNow())),
    });
  };
  const keepTypedNow = useEffectEvent(() => keepTyped(stateNow()));
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keepTypedNow();
    };
    window.addEventListener('pagehide', keepTypedNow);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keepTypedNow);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);
  return keepTyped;
}
