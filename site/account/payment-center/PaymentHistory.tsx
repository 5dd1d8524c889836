import { useEffect, useState } from 'react';
import { formatUsd } from '../../../validators';
import { useMember } from '../use-member';
import {
  frequencyNames,
  isPaymentHistory,
  methodInWords,
  policyRequest,
  shownTime,
  type PaymentRecord,
} from '../policy/policy-api';

/** The member's online payments, newest first; `version` changes after each payment. */
export function PaymentHistory({ version }: { readonly version: number }) {
  const { auth } = useMember();
  const [payments, setPayments] = useState<readonly PaymentRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void policyRequest(auth, 'paymentHistory', {}, isPaymentHistory).then((result) => {
      if (!live) return;
      if (result.ok) setPayments(result.data.payments);
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [auth, version]);
  if (error) return <p role="alert">{error}</p>;
  if (payments === null) return <p role="status">Loading your payments…</p>;
  if (payments.length === 0) return <p>You have made no payments online yet.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Payment history">
      <table className="data-table" data-table="payment-history">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Certificate</th>
            <th scope="col">Frequency</th>
            <th scope="col">Amount</th>
            <th scope="col">Paid with</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} data-status={payment.status}>
              <td>{shownTime(payment.paidAt)}</td>
              <td>{payment.certificateNumber ?? payment.policyType}</td>
              <td>{frequencyNames[payment.frequency]}</td>
              <td>{formatUsd(payment.amount)}</td>
              <td>{methodInWords(payment.method)}</td>
              <td>
                {payment.status === 'succeeded'
                  ? `Paid, receipt ${payment.receiptId ?? ''}`
                  : 'Declined'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
