import { ContactLine } from '../../components/ContactLine';
import { useEffect, useState } from 'react';
import { PageHeading } from '../../app/PageHeading';
import { useMember } from '../use-member';
import { isPaymentDue, policyRequest, type PaymentDue } from '../policy/policy-api';
import { DueTable } from './DueTable';
import { PaymentHistory } from './PaymentHistory';
import { PaymentMethodSection } from './PaymentMethodSection';
import { PayNowForm } from './PayNowForm';
import { TestModeNote } from './TestModeNote';

/**
 * /my-account/payment-center/: what is due, paying now, the payment history and the payment
 * method. Whether the member may pay is the server's answer (spec §4); a member who may not is
 * told why and how to pay instead.
 */
export function PaymentCenterPage() {
  const { auth } = useMember();
  const [due, setDue] = useState<PaymentDue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(0);
  useEffect(() => {
    let live = true;
    void policyRequest(auth, 'paymentDue', {}, isPaymentDue).then((result) => {
      if (!live) return;
      if (result.ok) setDue(result.data);
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [auth]);

  return (
    <div className="page account-page" data-page="payment-center">
      <PageHeading>Payment center</PageHeading>
      {error ? <p role="alert">{error}</p> : null}
      {due === null && error === null ? <p role="status">Loading what is due…</p> : null}
      {due ? (
        <>
          <section aria-labelledby="payment-due" className="account-card">
            <h2 id="payment-due">What is due</h2>
            <DueTable due={due} />
          </section>
          <section aria-labelledby="pay-now" className="account-card">
            <h2 id="pay-now">Pay now</h2>
            {due.refusal ? (
              <div className="attention attention--warning" data-refusal={due.refusal.reason}>
                <p>{due.refusal.message}</p>
                <p>{due.refusal.howToPay}</p>
              </div>
            ) : (
              <>
                {due.testMode ? <TestModeNote numbers={due.testMode} /> : null}
                <PayNowForm due={due} onPaid={() => setPaid((count) => count + 1)} />
              </>
            )}
          </section>
          <section aria-labelledby="payment-history" className="account-card">
            <h2 id="payment-history">Payment history</h2>
            <PaymentHistory version={paid} />
          </section>
          <section aria-labelledby="payment-method" className="account-card">
            <h2 id="payment-method">Payment method</h2>
            <PaymentMethodSection
              due={due}
              onUpdated={(updated) =>
                setDue((current) => (current ? { ...current, ...updated } : current))
              }
            />
          </section>
        </>
      ) : null}
      <section aria-labelledby="billing-help" className="account-help">
        <h2 id="billing-help">Questions about billing</h2>
        <ContactLine
          channel="billing"
          lead="Premiums, allotments and payment methods: call billing"
          withHours
        />
      </section>
    </div>
  );
}
