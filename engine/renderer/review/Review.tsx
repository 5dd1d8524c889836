import { useId, useRef, useState } from 'react';
import { fullNameOf, signerOf, validateSignature } from '../../../validators';
import type { FormData, FormDefinition } from '../../definition/types';
import { paymentFrequencyOf } from '../../premium/payment-frequency';
import type { PremiumItem } from '../../premium/premium-for';
import { answersOf } from '../answers/answers';
import { PremiumSummary } from './PremiumSummary';

export interface ReviewProps {
  definition: FormDefinition;
  /** The steps the data entered, in order. */
  steps: string[];
  data: FormData;
  /** Monthly premium of the answers, from the plan's rates. */
  premium: number | undefined;
  /** Each insured person's premium, itemised when there are several. */
  items: PremiumItem[];
  /**
   * The answers the steps taken ask for: when the form asks for a signature, who signs is read
   * from them (the name the typed one must match).
   */
  askedAnswers: FormData;
  /** The name typed before (the review shown again after a failed send): typed still. */
  signed?: string;
  onEdit(stepId: string): void;
  onBack(): void;
  /** Sends the application, with the name typed when the form asks for a signature. */
  onSubmit(signature?: string): void;
}

/**
 * Every answer, step by step, each step with a link to edit it; then the premium; then, for a
 * form that asks for one, the electronic signature: signed last, once every answer was shown.
 */
export function Review(props: ReviewProps) {
  const { definition, steps, data, premium, items, askedAnswers, signed } = props;
  const { onEdit, onBack, onSubmit } = props;
  const asked = definition.signature;
  const signer = asked ? signerOf(askedAnswers, asked.signers) : undefined;
  const fieldId = useId();
  const [typed, setTyped] = useState(signed ?? '');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLInputElement>(null);
  const send = () => {
    if (!asked) return onSubmit();
    const found = validateSignature(typed, signer);
    setError(found);
    if (found) field.current?.focus();
    else onSubmit(typed.trim());
  };
  const name = fullNameOf(signer);
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
      {asked && (
        <section aria-labelledby={`${fieldId}-heading`} className="review-signature">
          <h2 id={`${fieldId}-heading`}>Sign your application</h2>
          <p id={`${fieldId}-consent`}>{asked.consent}</p>
          <div className={error ? 'field field--error' : 'field'}>
            <label htmlFor={fieldId}>Signature (type your full name)</label>
            {name && (
              <div className="hint" id={`${fieldId}-help`}>
                As given in this application: {name}
              </div>
            )}
            {error && (
              <p className="field-error" id={`${fieldId}-error`}>
                <span className="visually-hidden">Error: </span>
                {error}
              </p>
            )}
            <input
              ref={field}
              id={fieldId}
              name="signature"
              type="text"
              autoComplete="name"
              maxLength={60}
              value={typed}
              aria-invalid={error ? true : undefined}
              aria-describedby={[
                `${fieldId}-consent`,
                name ? `${fieldId}-help` : '',
                error ? `${fieldId}-error` : '',
              ]
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') send();
              }}
            />
            {/* The name is in the answers already (WCAG 2.2, 3.3.7): one press signs with it,
                and signing stays the applicant's own act. */}
            {name && (
              <button
                type="button"
                className="link-button review-signature__use-name"
                onClick={() => {
                  setTyped(name);
                  setError(undefined);
                  field.current?.focus();
                }}
              >
                Sign as {name}
              </button>
            )}
          </div>
        </section>
      )}
      <div className="actions">
        <button type="button" className="secondary-button" onClick={onBack}>
          Back
        </button>
        <button type="button" className="primary-button" onClick={send}>
          Submit application
        </button>
      </div>
    </div>
  );
}
