import { useId, useRef, useState, type FormEvent } from 'react';
import { formatUsd } from '../../../validators';
import { apiMessages } from '../../api';
import { FormMessage, formValues, SubmitButton } from '../../auth/Field';
import { paymentPurchaseStore, usePaymentPurchase, whileLoading } from '../../stores';
import { useMember } from '../use-member';
import { detailsErrors, detailsOf, type DetailsMethod } from '../policy/payment-details';
import { PaymentDetailsFields } from '../policy/PaymentDetailsFields';
import {
  frequencyNames,
  methodInWords,
  policyRequest,
  type CertificateDue,
  type FrequencyCode,
  type PaymentDue,
  type PaymentReceipt,
} from '../policy/policy-api';

type PayMethod = 'onFile' | DetailsMethod;

const newKey = () => crypto.randomUUID();

function Receipt({ receipt }: { readonly receipt: PaymentReceipt }) {
  return (
    <div
      className="form-message form-message--success"
      role="status"
      data-receipt={receipt.receiptId}
    >
      <p>
        <strong>Payment received.</strong> Receipt number <strong>{receipt.receiptId}</strong>:{' '}
        {formatUsd(receipt.amount)} for {receipt.planName}
        {receipt.certificateNumber ? ` certificate ${receipt.certificateNumber}` : ''} (
        {frequencyNames[receipt.frequency].toLowerCase()}), paid with{' '}
        {methodInWords(receipt.method)}. A receipt was e-mailed to you.
      </p>
    </div>
  );
}

/**
 * Pay now: a certificate, a frequency with its amount (the server's own figure is charged),
 * and the method on file or a new card or bank account. One idempotency key per payment: a
 * retry after a lost answer pays once; any change of choice starts a new payment.
 */
export function PayNowForm({
  due,
  onPaid,
}: {
  readonly due: PaymentDue;
  readonly onPaid: () => void;
}) {
  const id = useId();
  const { auth } = useMember();
  const busy = usePaymentPurchase((state) => state.loading);
  const payable = due.certificates.filter(
    (certificate): certificate is CertificateDue & { due: Record<FrequencyCode, number> } =>
      certificate.due !== null,
  );
  const [certificateId, setCertificateId] = useState(payable[0]?.applicationId ?? '');
  const [frequency, setFrequency] = useState<FrequencyCode>('Q');
  const [method, setMethod] = useState<PayMethod>(due.methodOnFile ? 'onFile' : 'card');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<PaymentReceipt | null>(null);
  const key = useRef(newKey());
  const certificate = payable.find((entry) => entry.applicationId === certificateId);
  if (payable.length === 0 || certificate === undefined)
    return <p>None of your certificates can be paid online. Please call Member Services.</p>;
  const amount = certificate.due[frequency];

  const changed = () => {
    key.current = newKey();
    setReceipt(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const details = method === 'onFile' ? {} : detailsOf(method, values);
    const found = method === 'onFile' ? {} : detailsErrors(method, details);
    setErrors(found);
    setReceipt(null);
    if (Object.keys(found).length > 0) {
      setMessage(apiMessages.checkFields);
      return;
    }
    setMessage(null);
    const result = await whileLoading(paymentPurchaseStore, () =>
      policyRequest<PaymentReceipt>(auth, 'paymentPurchase', {
        applicationId: certificate.applicationId,
        frequency,
        idempotencyKey: key.current,
        method,
        ...(method === 'onFile' ? {} : { [method]: details }),
      }),
    );
    if (result.ok) {
      setReceipt(result.data);
      key.current = newKey();
      form.reset();
      onPaid();
      return;
    }
    setMessage(result.message);
    setErrors(result.errors ?? {});
    // A decline is final for its key: trying again (another card) is a new payment.
    if (result.status === 402) {
      key.current = newKey();
      onPaid();
    }
  };

  return (
    <form
      className="form pay-now"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-form="pay-now"
    >
      <FormMessage error={message} />
      {receipt ? <Receipt receipt={receipt} /> : null}
      {payable.length > 1 ? (
        <div className="field">
          <label htmlFor={`${id}-certificate`}>Certificate</label>
          <select
            id={`${id}-certificate`}
            value={certificateId}
            onChange={(event) => {
              setCertificateId(event.target.value);
              changed();
            }}
          >
            {payable.map((entry) => (
              <option key={entry.applicationId} value={entry.applicationId}>
                {entry.planName}
                {entry.certificateNumber ? `, certificate ${entry.certificateNumber}` : ''}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p>
          Paying for <strong>{certificate.planName}</strong>
          {certificate.certificateNumber ? `, certificate ${certificate.certificateNumber}` : ''}.
        </p>
      )}
      <fieldset className="choice-list">
        <legend>How often</legend>
        {due.frequencies.map((code) => (
          <label key={code} className="choice">
            <input
              type="radio"
              name="frequency"
              value={code}
              checked={frequency === code}
              onChange={() => {
                setFrequency(code);
                changed();
              }}
            />
            {frequencyNames[code]}: {formatUsd(certificate.due[code])}
          </label>
        ))}
      </fieldset>
      <fieldset className="choice-list">
        <legend>Pay with</legend>
        {due.methodOnFile ? (
          <label className="choice">
            <input
              type="radio"
              name="method"
              value="onFile"
              checked={method === 'onFile'}
              onChange={() => {
                setMethod('onFile');
                changed();
              }}
            />
            {methodInWords(due.methodOnFile)} (on file)
          </label>
        ) : null}
        {(['card', 'bank'] as const).map((choice) => (
          <label key={choice} className="choice">
            <input
              type="radio"
              name="method"
              value={choice}
              checked={method === choice}
              onChange={() => {
                setMethod(choice);
                setErrors({});
                changed();
              }}
            />
            {choice === 'card' ? 'A credit or debit card' : 'A bank account'}
          </label>
        ))}
      </fieldset>
      {method === 'onFile' ? null : <PaymentDetailsFields method={method} errors={errors} />}
      <SubmitButton busy={busy}>Pay {formatUsd(amount)}</SubmitButton>
    </form>
  );
}
