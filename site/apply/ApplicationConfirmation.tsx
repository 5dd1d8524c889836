import { useState } from 'react';
import type { SubmitResult } from '../../engine';
import { ContactLine } from '../components/ContactLine';
import { rememberSignupFromApplication } from '../auth/signup-from-application';
import { downloadApplicationCopy } from './application-copy';

/**
 * The confirmation of an application received, no dead end: the plan, coverage and premium, the
 * reference number, what happens next and when, how to reach member services, and the
 * application to print or download as a PDF (the same copy the confirmation e-mail carries).
 */
export function ApplicationConfirmation({ result }: { readonly result: SubmitResult }) {
  const { summary } = result;
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const download = async () => {
    setDownloading(true);
    setFailure(await downloadApplicationCopy(result.applicationId, result.downloadKey));
    setDownloading(false);
  };
  return (
    <div className="application-confirmation">
      <p>Thank you. We have received your application.</p>
      <dl className="confirmation-summary">
        {summary && (
          <div className="answer">
            <dt>Plan</dt>
            <dd>{summary.plan}</dd>
          </div>
        )}
        {summary?.coverage && (
          <div className="answer">
            <dt>Coverage</dt>
            <dd>{summary.coverage}</dd>
          </div>
        )}
        {summary?.premium && (
          <div className="answer">
            <dt>Premium</dt>
            <dd>{summary.premium}</dd>
          </div>
        )}
        <div className="answer">
          <dt>Reference number</dt>
          <dd>
            <strong>{result.referenceNumber}</strong>
          </dd>
        </div>
      </dl>
      {summary && summary.nextSteps.length > 0 && (
        <>
          <h2>What happens next</h2>
          <ol className="next-steps">
            {summary.nextSteps.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </>
      )}
      <p>
        We have e-mailed you this confirmation with a copy of your application. Social Security,
        card and bank account numbers show only their last four digits.
      </p>
      <div className="actions confirmation-actions">
        <button type="button" className="secondary-button" onClick={() => window.print()}>
          Print this page
        </button>
        {result.downloadKey && (
          <button
            type="button"
            className="primary-button"
            disabled={downloading}
            onClick={() => void download()}
          >
            Download your application (PDF)
          </button>
        )}
      </div>
      {failure && <p role="alert">{failure}</p>}
      {result.account && result.downloadKey && (
        <>
          <h2>See it in your account</h2>
          <p>
            Create your member account with the details of this application, and follow it there
            once it is decided: coverage, beneficiaries and payments.
          </p>
          <p>
            <a
              className="primary-button"
              href="/membership-benefits/become-a-member/"
              onClick={() => {
                const { account, applicationId, downloadKey = '' } = result;
                if (account)
                  rememberSignupFromApplication({ ...account, applicationId, downloadKey });
              }}
            >
              Create your account
            </a>
          </p>
        </>
      )}
      <h2>Questions?</h2>
      <ContactLine
        channel="members"
        lead="Call member services and give your reference number"
        withHours
      />
    </div>
  );
}
