import { useId } from 'react';
import { Field } from '../../auth/Field';
import type { DetailsMethod } from './payment-details';

interface Props {
  readonly method: DetailsMethod;
  readonly errors: Readonly<Record<string, string>>;
}

/**
 * A card's or bank account's fields, named as the payment fragment names them. The numbers go
 * to the server once, for the payment gateway: the browser keeps none of them.
 */
export function PaymentDetailsFields({ method, errors }: Props) {
  const id = useId();
  if (method === 'card')
    return (
      <fieldset className="payment-details">
        <legend>Card</legend>
        <Field
          name="card.nameOnCard"
          label="Name on card"
          autoComplete="cc-name"
          error={errors['card.nameOnCard']}
        />
        <Field
          name="card.number"
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          error={errors['card.number']}
        />
        <Field
          name="card.expiry"
          label="Expiration date"
          hint="mm/yyyy"
          autoComplete="cc-exp"
          error={errors['card.expiry']}
        />
        <Field
          name="card.cvv"
          label="Security code (CVV)"
          inputMode="numeric"
          autoComplete="cc-csc"
          error={errors['card.cvv']}
        />
      </fieldset>
    );
  const typeError = errors['bank.accountType'];
  return (
    <fieldset className="payment-details">
      <legend>Bank account</legend>
      <Field name="bank.bankName" label="Bank name" error={errors['bank.bankName']} />
      <div className={typeError ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${id}-type`}>Account type</label>
        <select
          id={`${id}-type`}
          name="bank.accountType"
          defaultValue="checking"
          aria-invalid={typeError ? true : undefined}
        >
          <option value="checking">Checking</option>
          <option value="savings">Savings</option>
        </select>
      </div>
      <Field
        name="bank.routingNumber"
        label="Routing number"
        inputMode="numeric"
        error={errors['bank.routingNumber']}
      />
      <Field
        name="bank.accountNumber"
        label="Account number"
        inputMode="numeric"
        error={errors['bank.accountNumber']}
      />
    </fieldset>
  );
}
