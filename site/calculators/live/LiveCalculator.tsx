import { useEffect, useState } from 'react';
import {
  lifeInsuranceNeedsMethod,
  liveCalculatorErrors,
  liveCalculatorEstimate,
  type LiveCalculatorField,
} from '../../../validators';
import { liveCalculatorCopy as copy } from '../../content/live-calculator';
import { MethodNote } from '../Figures';
import { liveCalculatorStore, useLiveCalculator } from '../../stores/live-calculator-instance';
import { LiveCalculatorForm } from './LiveCalculatorForm';
import { NeedsEstimate } from './NeedsEstimate';
import { BenchmarkEmail } from './BenchmarkEmail';
import { ReportActions } from './ReportActions';
import { SuggestedPlans } from './SuggestedPlans';
import { useSuggestedPlans } from './use-suggested-plans';

/**
 * The life insurance needs calculator: the answers (kept 7 days), the estimate and its parts as
 * typed, the plans that fit, and the PDF to download or e-mail. A field's message shows once it
 * holds something wrong, and every missing answer once the visitor asks for the PDF.
 */
export function LiveCalculator() {
  const answers = useLiveCalculator((state) => state.answers);
  const estimation = useLiveCalculator((state) => state.estimation);
  const [checkAll, setCheckAll] = useState(false);
  useEffect(() => {
    void liveCalculatorStore.persist.rehydrate();
  }, []);
  const allErrors = liveCalculatorErrors(answers, new Date());
  const errors = Object.fromEntries(
    Object.entries(allErrors).filter(
      ([field]) => checkAll || answers[field as LiveCalculatorField].trim() !== '',
    ),
  );
  const plans = useSuggestedPlans(answers, estimation);
  const checkAnswers = () => {
    setCheckAll(true);
    return Object.keys(liveCalculatorErrors(answers, new Date())).length === 0;
  };
  return (
    <>
      <LiveCalculatorForm
        answers={answers}
        errors={errors}
        answer={liveCalculatorStore.getState().answer}
      />
      <NeedsEstimate estimate={liveCalculatorEstimate(answers)} />
      <SuggestedPlans state={plans} tobacco={answers.tobaccoUse === '1'} />
      <ReportActions answers={answers} checkAnswers={checkAnswers} />
      <BenchmarkEmail answers={answers} checkAnswers={checkAnswers} />
      <MethodNote heading={copy.methodHeading} text={lifeInsuranceNeedsMethod} />
    </>
  );
}
