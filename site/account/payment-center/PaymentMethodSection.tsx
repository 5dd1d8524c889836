import { useState, type FormEvent } from 'react';
import { apiMessages } from '../../api';
import { Field, FormMessage, formValues, SubmitButton } from '../../auth/Field';
import { updatePaymentMethodStore, useUpdatePaymentMethod, whileLoading } from '../../stores';
import { useMember } from '../use-member';
import { detailsErrors, detailsOf, type DetailsMethod } from '../policy/payment-details';
import { CancelPendingChangeForm } from '../policy/CancelPendingChangeForm';
import { PaymentDetailsFields } from '../policy/PaymentDetailsFields';
import {
  methodInWords,
  policyRequest,
  shownTime,
  type PaymentDue,
  type ShownMethod,
} from '../policy/policy-api';

interface MethodRestored {
  message: string;
  methodOnFile: ShownMethod | null;
}

interface MethodUpdated {
  message: string;
  methodOnFile: ShownMethod;
  paymentMethodUpdatePendingUntil: string;
}

/**
 * The payment method on file and changing it (spec §4: allowed as payment is, and not again for
 * 24 hours after a change, which shows as pending until it ends), confirmed with the password.
 */
export function PaymentMethodSection({
  due,
  onUpdated,
}: {
  readonly due: PaymentDue;
  readonly onUpdated: (updated: Partial<PaymentDue>) => void;
}) {
  const { auth } = useMember();
  const busy = useUpdatePaymentMethod((state) => state.loading);
  const [method, setMethod] = useState<DetailsMethod>('card');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const details = detailsOf(method, values);
    const found = detailsErrors(method, details);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(apiMessages.checkFields);
      return;
    }
    setMessage(null);
    const result = await whileLoading(updatePaymentMethodStore, () =>
      policyRequest<MethodUpdated>(auth, 'updatePaymentMethod', {
        method,
        [method]: details,
        currentPassword: values.currentPassword ?? '',
      }),
    );
    if (!result.ok) {
      setMessage(result.message);
      setErrors(result.errors ?? {});
      return;
    }
    setSuccess(result.data.message);
    onUpdated({
      methodOnFile: result.data.methodOnFile,
      paymentMethodUpdate: false,
      paymentMethodUpdatePending: true,
      paymentMethodUpdatePendingUntil: result.data.paymentMethodUpdatePendingUntil,
    });
  };

  return (
    <>
      <p data-testid="method-on-file">
        {due.methodOnFile
          ? `On file: ${methodInWords(due.methodOnFile)}.`
          : 'You have no payment method on file.'}
      </p>
      {success ? (
        <p className="form-message form-message--success" role="status">
          {success}
        </p>
      ) : null}
      {due.paymentMethodUpdatePending && due.paymentMethodUpdatePendingUntil ? (
        <p className="attention attention--info" data-state="payment-method-pending">
          Your payment method update is being processed until{' '}
          {shownTime(due.paymentMethodUpdatePendingUntil)}. You can change it again after that.
        </p>
      ) : null}
      {due.paymentMethodUpdatePending ? (
        <CancelPendingChangeForm<MethodRestored>
          action="cancelPaymentMethodUpdate"
          what="payment method change"
          after="the method on file before it is put back."
          onCancelled={(answer) => {
            setSuccess(answer.message);
            onUpdated({
              methodOnFile: answer.methodOnFile,
              paymentMethodUpdate: true,
              paymentMethodUpdatePending: false,
              paymentMethodUpdatePendingUntil: null,
            });
          }}
        />
      ) : null}
      {due.paymentMethodUpdate ? (
        <form
          className="form"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-form="payment-method"
        >
          <FormMessage error={message} />
          <fieldset className="choice-list">
            <legend>New payment method</legend>
            {(['card', 'bank'] as const).map((choice) => (
              <label key={choice} className="choice">
                <input
                  type="radio"
                  name="newMethod"
                  value={choice}
                  checked={method === choice}
                  onChange={() => {
                    setMethod(choice);
                    setErrors({});
                  }}
                />
                {choice === 'card' ? 'A credit or debit card' : 'A bank account'}
              </label>
            ))}
          </fieldset>
          <PaymentDetailsFields method={method} errors={errors} />
          <Field
            name="currentPassword"
            label="Your password, to confirm the change"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <SubmitButton busy={busy}>Save payment method</SubmitButton>
        </form>
      ) : null}
    </>
  );
}
