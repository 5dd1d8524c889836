import { useId, type FormEvent } from 'react';
import type { MessageResponse } from '../api';
import { NameAndEmailFields } from '../auth/AccountFields';
import { Field, FormMessage, formValues, SubmitButton } from '../auth/Field';
import { BotTrapField } from '../auth/BotTrapField';
import { useActionRequest } from '../auth/use-action-request';
import { useClientCheck } from '../auth/use-client-check';
import { contactFormStore, whileLoading } from '../stores';
import { contactChannels } from '../../validators';

/** As the server takes it (server/api/contact/send-message.ts). */
const messageMaxLength = 2000;

// Checked here before sending; the phone's two written forms are the server's to judge.
const checked = ['channel', 'firstName', 'lastName', 'email', 'message'];

function ChoiceField({ error }: { readonly error: string | undefined }) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>What is your message about?</label>
      <select
        id={id}
        name="channel"
        defaultValue=""
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Choose a subject</option>
        {contactChannels.map((channel) => (
          <option key={channel.code} value={channel.code}>
            {channel.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function MessageField({ error }: { readonly error: string | undefined }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>Your message</label>
      <p id={hintId} className="field__hint">
        Up to {messageMaxLength} characters. Please do not write your Social Security number.
      </p>
      <textarea
        id={id}
        name="message"
        rows={6}
        maxLength={messageMaxLength}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${id}-error` : hintId}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact form: routed by subject to the team of that channel, which answers by e-mail. A
 * field hidden from people catches programs that fill in every field.
 */
export function ContactForm() {
  const id = useId();
  const [state, send] = useActionRequest<MessageResponse>('contact', 'sendMessage');
  const { clientErrors, clientMessage, check } = useClientCheck(checked);
  const errors = { ...state.errors, ...clientErrors };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const data = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    if (check(values)) void whileLoading(contactFormStore, () => send(data));
  };
  if (state.status === 'success' && state.data)
    return (
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>Write to us</h2>
        <FormMessage success={state.data.message} />
      </section>
    );
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Write to us</h2>
      <form className="form" onSubmit={submit} noValidate data-form="contact">
        <FormMessage error={clientMessage ?? state.message} />
        <ChoiceField error={errors.channel} />
        <NameAndEmailFields errors={errors} />
        <Field
          name="phone"
          label="Phone (optional)"
          hint="###-###-####"
          type="tel"
          autoComplete="tel"
          maxLength={12}
          error={errors.phone}
        />
        <MessageField error={errors.message} />
        <BotTrapField />
        <SubmitButton busy={state.status === 'loading'}>Send the message</SubmitButton>
      </form>
    </section>
  );
}
