import { suggestedPlans, type PlanSuggestion } from '../../../plans';
import {
  applicantAge,
  dutyStatusCodeOf,
  liveCalculatorEstimate,
  type LifeInsuranceNeeds,
  type LiveCalculatorAnswers,
} from '../../../validators';

/** Everything the PDF shows: the answers, the age, the estimate and its parts, the plans. */
export interface CalculatorReport {
  answers: LiveCalculatorAnswers;
  age: number;
  estimate: LifeInsuranceNeeds;
  plans: PlanSuggestion[];
  preparedAt: Date;
}

/** The report of answers that passed checkedAnswers. */
export function calculatorReport(answers: LiveCalculatorAnswers, now: Date): CalculatorReport {
  const age = applicantAge(answers.monthBorn, answers.yearBorn, now) ?? 0;
  const estimate = liveCalculatorEstimate(answers);
  const plans = suggestedPlans({
    dutyStatusCode: dutyStatusCodeOf(answers.dutyStatus) ?? '',
    state: answers.state,
    age,
    amount: estimate.total,
    tobacco: answers.tobaccoUse === '1',
  });
  return { answers, age, estimate, plans, preparedAt: now };
}
