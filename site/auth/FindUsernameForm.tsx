import type { FormEvent } from 'react';
import type { MessageResponse } from '../api';
import { Field, FormMessage, formValues } from './Field';
import { useActionRequest } from './useActionRequest';

export function FindUsernameForm() {
  const [state, send] = useActionRequest<MessageResponse>('aqua', 'findYourUsername');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(formValues(event.currentTarget));
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-form="find-username">
      <p>Enter the e-mail address on your account and we will send your username to it.</p>
      <FormMessage error={state.message} success={state.data?.message} />
      <Field
        name="email"
        label="E-mail address"
        type="email"
        autoComplete="email"
        required
        error={state.errors.email}
      />
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={state.status === 'loading'}
        >
          E-mail my username
        </button>
      </div>
    </form>
  );
}
