import { useId, type FormEvent } from 'react';
import type { MessageResponse } from '../api';
import { NameAndEmailFields } from '../auth/AccountFields';
import { FormMessage, formValues, SubmitButton } from '../auth/Field';
import { useActionRequest } from '../auth/use-action-request';
import { useClientCheck } from '../auth/use-client-check';
import { eventsPage } from '../content/events';
import { digitalSignupStore, whileLoading } from '../stores';
import type { AssociationEvent } from './events-response';

const fields = ['firstName', 'lastName', 'email', 'eventId'];

/** The digital sign-up: name, e-mail and event, checked here and again by the events api. */
export function EventSignupForm({ events }: { readonly events: readonly AssociationEvent[] }) {
  const id = useId();
  const [state, send] = useActionRequest<MessageResponse>('events', 'signup');
  const { clientErrors, clientMessage, check } = useClientCheck(fields);
  const errors = { ...state.errors, ...clientErrors };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (check(values)) void whileLoading(digitalSignupStore, () => send(values));
  };
  const eventError = errors.eventId;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{eventsPage.formHeading}</h2>
      <form className="form" onSubmit={submit} noValidate data-form="event-signup">
        <FormMessage error={clientMessage ?? state.message} success={state.data?.message} />
        <NameAndEmailFields errors={errors} />
        <div className={eventError ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${id}-event`}>{eventsPage.eventLabel}</label>
          <select
            id={`${id}-event`}
            name="eventId"
            defaultValue=""
            required
            aria-invalid={eventError ? true : undefined}
            aria-describedby={eventError ? `${id}-event-error` : undefined}
          >
            <option value="">{eventsPage.chooseEvent}</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </select>
          {eventError ? (
            <p id={`${id}-event-error`} className="field__error">
              {eventError}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={state.status === 'loading'}>{eventsPage.submit}</SubmitButton>
      </form>
    </section>
  );
}
