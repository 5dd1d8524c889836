import type { FormData, FormDefinition } from '../definition/types';
import { paymentFrequencyOf } from '../premium/payment-frequency';
import type { PremiumItem } from '../premium/premium-for';
import { answersOf } from './answers';
import { PremiumSummary } from './premium-summary';

interface ReviewProps {
  definition: FormDefinition;
  /** The steps the data entered, in order. */
  steps: string[];
  data: FormData;
  /** Monthly premium of the answers, from the plan's rates. */
  premium: number | undefined;
  /** Each insured person's premium, itemised when there are several. */
  items: PremiumItem[];
  onEdit(stepId: string): void;
  onBack(): void;
  onSubmit(): void;
}

/** Every answer, step by step, each step with a link to edit it; then the premium. */
export function Review(props: ReviewProps) {
  const { definition, steps, data, premium, items, onEdit, onBack, onSubmit } = props;
  return (
    <div className="review">
      {definition.steps
        .filter((step) => steps.includes(step.id))
        .map((step) => (
          <section key={step.id} aria-labelledby={`review-${step.id}`}>
            <h2 id={`review-${step.id}`}>{step.title}</h2>
            <dl>
              {answersOf(step, data).map((answer) => (
                <div className="answer" key={answer.path}>
                  <dt>{answer.label}</dt>
                  <dd>{answer.text}</dd>
                </div>
              ))}
            </dl>
            <button type="button" className="link-button" onClick={() => onEdit(step.id)}>
              Edit<span className="visually-hidden"> {step.title}</span>
            </button>
          </section>
        ))}
      <PremiumSummary
        monthly={premium}
        items={items}
        frequency={paymentFrequencyOf(definition, data)}
      />
      <div className="actions">
        <button type="button" className="secondary-button" onClick={onBack}>
          Back
        </button>
        <button type="button" className="primary-button" onClick={onSubmit}>
          Submit application
        </button>
      </div>
    </div>
  );
}
