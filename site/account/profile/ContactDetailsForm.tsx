import type { FormEvent } from 'react';
import { Field, FormMessage, formValues, SubmitButton } from '../../auth/Field';
import { useActionRequest } from '../../auth/useActionRequest';
import { isUserData, type UserData } from '../../api';
import { userStore } from '../../stores';
import { useMember } from '../useMember';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function nested(data: UserData, ...path: string[]): string {
  let value: unknown = data;
  for (const key of path)
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  return text(value);
}

/** The form's fields are named by the server's paths, so its refusals land beside them. */
function contactPayload(values: Readonly<Record<string, string>>) {
  const value = (name: string) => values[name] ?? '';
  return {
    ...(value('currentPassword') ? { currentPassword: value('currentPassword') } : {}),
    mailing: {
      street: value('mailing.street'),
      address2: value('mailing.address2'),
      city: value('mailing.city'),
      state: value('mailing.state').toUpperCase(),
      zip: value('mailing.zip'),
    },
    contact: {
      phone: { home: value('contact.phone.home'), work: value('contact.phone.work') },
      email: {
        primary: value('contact.email.primary'),
        secondary: value('contact.email.secondary'),
      },
    },
  };
}

/** updateContactInfo (spec 7): mailing address, phones, e-mail addresses. */
export function ContactDetailsForm() {
  const { auth, data } = useMember();
  const [state, send] = useActionRequest('aqua', 'updateContactInfo', isUserData);
  const errors = state.errors;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const updated = await send({ ...auth, ...contactPayload(formValues(event.currentTarget)) });
    if (updated) void userStore.getState().fetchUser();
  };
  return (
    <form
      className="form account-card"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-form="contact-details"
    >
      <h2>Contact details</h2>
      <FormMessage
        error={state.message}
        success={state.status === 'success' ? 'Your contact details have been updated.' : null}
      />
      <Field
        name="mailing.street"
        label="Street address"
        autoComplete="address-line1"
        defaultValue={nested(data, 'mailing', 'street')}
        error={errors['mailing.street']}
      />
      <Field
        name="mailing.address2"
        label="Apartment, suite or unit (optional)"
        autoComplete="address-line2"
        defaultValue={nested(data, 'mailing', 'address2')}
        error={errors['mailing.address2']}
      />
      <Field
        name="mailing.city"
        label="City"
        autoComplete="address-level2"
        defaultValue={nested(data, 'mailing', 'city')}
        error={errors['mailing.city']}
      />
      <Field
        name="mailing.state"
        label="State"
        hint="Two letters, such as VA, or AA, AE or AP for military mail"
        autoComplete="address-level1"
        defaultValue={nested(data, 'mailing', 'state')}
        error={errors['mailing.state']}
      />
      <Field
        name="mailing.zip"
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        defaultValue={nested(data, 'mailing', 'zip')}
        error={errors['mailing.zip']}
      />
      <Field
        name="contact.phone.home"
        label="Home phone"
        hint="###-###-####"
        type="tel"
        autoComplete="tel"
        defaultValue={nested(data, 'contact', 'phone', 'home')}
        error={errors['contact.phone.home']}
      />
      <Field
        name="contact.phone.work"
        label="Work phone (optional)"
        hint="###-###-####"
        type="tel"
        defaultValue={nested(data, 'contact', 'phone', 'work')}
        error={errors['contact.phone.work']}
      />
      <Field
        name="contact.email.primary"
        label="E-mail"
        type="email"
        autoComplete="email"
        defaultValue={nested(data, 'contact', 'email', 'primary')}
        error={errors['contact.email.primary']}
      />
      <Field
        name="contact.email.secondary"
        label="Second e-mail (optional)"
        type="email"
        defaultValue={nested(data, 'contact', 'email', 'secondary')}
        error={errors['contact.email.secondary']}
      />
      <Field
        name="currentPassword"
        label="Current password"
        hint="Needed to change your e-mail or home phone, which receive your codes and reset links"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <SubmitButton busy={state.status === 'loading'}>Save contact details</SubmitButton>
    </form>
  );
}
