import type { FormEvent, InputHTMLAttributes } from 'react';
import { Field, FormMessage, formValues, SubmitButton } from '../../auth/Field';
import { useActionRequest } from '../../auth/use-action-request';
import { isUserData, type UserData } from '../../api';
import { userStore } from '../../stores';
import { useMember } from '../use-member';

interface ContactField {
  /** The server's path of the field: its refusals are keyed by it. */
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly input?: InputHTMLAttributes<HTMLInputElement>;
}

const phoneHint = '###-###-####';

const contactFields: readonly ContactField[] = [
  { name: 'mailing.street', label: 'Street address', input: { autoComplete: 'address-line1' } },
  {
    name: 'mailing.address2',
    label: 'Apartment, suite or unit (optional)',
    input: { autoComplete: 'address-line2' },
  },
  { name: 'mailing.city', label: 'City', input: { autoComplete: 'address-level2' } },
  {
    name: 'mailing.state',
    label: 'State',
    hint: 'Two letters, such as VA, or AA, AE or AP for military mail',
    input: { autoComplete: 'address-level1' },
  },
  {
    name: 'mailing.zip',
    label: 'ZIP code',
    input: { inputMode: 'numeric', autoComplete: 'postal-code' },
  },
  {
    name: 'contact.phone.home',
    label: 'Home phone',
    hint: phoneHint,
    input: { type: 'tel', autoComplete: 'tel' },
  },
  {
    name: 'contact.phone.work',
    label: 'Work phone (optional)',
    hint: phoneHint,
    input: { type: 'tel' },
  },
  {
    name: 'contact.email.primary',
    label: 'E-mail',
    input: { type: 'email', autoComplete: 'email' },
  },
  { name: 'contact.email.secondary', label: 'Second e-mail (optional)', input: { type: 'email' } },
];

/** The member's current value at a dotted path of the user data. */
function valueAt(data: UserData, path: string): string {
  let value: unknown = data;
  for (const key of path.split('.'))
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  return typeof value === 'string' ? value : '';
}

/** The form's flat values as updateContactInfo's nested data. */
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
      {contactFields.map((field) => (
        <Field
          key={field.name}
          name={field.name}
          label={field.label}
          {...(field.hint ? { hint: field.hint } : {})}
          {...field.input}
          defaultValue={valueAt(data, field.name)}
          error={errors[field.name]}
        />
      ))}
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
