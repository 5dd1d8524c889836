import type { ReactNode } from 'react';
import { messages } from '../../../validators';
import type { SubmitResult } from '../../machine/create-step-machine';

export interface SubmissionOutcomeProps {
  /** The machine's state: only the submission's states show anything here. */
  state: string;
  /** The server's refusal, when it gave one. */
  failure: string | undefined;
  result: SubmitResult | undefined;
  /** The site's confirmation; a short thank-you with the reference number when not given. */
  renderConfirmation: ((result: SubmitResult) => ReactNode) | undefined;
  /** The full application a finished Quick Step continues with, and how to open it. */
  continueWith: string | undefined;
  onContinue: ((formId: string) => void) | undefined;
  onTryAgain(): void;
  onBackToReview(): void;
}

/** What the applicant sees once they send: the wait, a refusal with its way out, or the confirmation. */
export function SubmissionOutcome(props: SubmissionOutcomeProps) {
  const { state, failure, result, renderConfirmation, continueWith, onContinue } = props;
  if (state === 'submitting')
    return <p role="status">This takes a few seconds. Please keep this page open.</p>;
  if (state === 'failed')
    return (
      <div role="alert">
        <p>{failure ?? messages.somethingWentWrong}</p>
        <div className="actions">
          <button type="button" className="primary-button" onClick={props.onTryAgain}>
            Try again
          </button>
          {/* A refusal the applicant can mend (an answer the server finds invalid) is mended there. */}
          <button type="button" className="secondary-button" onClick={props.onBackToReview}>
            Back to the review
          </button>
        </div>
      </div>
    );
  if (state !== 'submitted' || !result) return null;
  return (
    <div className="confirmation" role="status">
      {renderConfirmation ? (
        renderConfirmation(result)
      ) : (
        <>
          <p>Thank you. We have received your application.</p>
          <p>
            Your reference number is <strong>{result.referenceNumber}</strong>.
          </p>
        </>
      )}
      {result.notice && <p>{result.notice}</p>}
      {continueWith && onContinue && (
        <button type="button" className="primary-button" onClick={() => onContinue(continueWith)}>
          Continue to the full application
        </button>
      )}
    </div>
  );
}
