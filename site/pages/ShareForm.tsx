import type { FormEvent } from 'react';
import { FoldedSection } from '../components/FoldedSection';
import type { MessageResponse } from '../api';
import { Field, FormMessage, formValues, SubmitButton } from '../auth/Field';
import { BotTrapField } from '../auth/BotTrapField';
import { useActionRequest } from '../auth/use-action-request';
import { useClientCheck } from '../auth/use-client-check';
import { emailFlagsStore, whileSending } from '../stores';
import { fieldLimits } from '../../validators';
import { shareDataFor } from './share-target';

const checked = ['senderName', 'email'];

/**
 * "Share": e-mails a link to this application or plan (a /shareapp/ link) to someone the visitor
 * names (spec §3 "Email flags: shareApplication"). Folded away until asked for.
 */
export function ShareForm({
  target,
  subject,
}: {
  readonly target: { formId: string } | { planId: string };
  readonly subject: string;
}) {
  const [state, send] = useActionRequest<MessageResponse>('share', 'application');
  const { clientErrors, clientMessage, check } = useClientCheck(checked);
  const errors = { ...state.errors, ...clientErrors };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const data = {
      ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
      data: shareDataFor(target),
    };
    if (check(values)) void whileSending(emailFlagsStore, 'shareApplication', () => send(data));
  };
  return (
    <FoldedSection summary={`Share ${subject} with someone`} section="share">
      {() =>
        state.status === 'success' && state.data ? (
          <FormMessage success={state.data.message} />
        ) : (
          <form className="form" onSubmit={submit} noValidate data-form="share">
            <p>We will e-mail them a link to this page. We keep no list of the addresses.</p>
            <FormMessage error={clientMessage ?? state.message} />
            <Field
              name="senderName"
              label="Your name"
              hint="So they know who sent it"
              autoComplete="name"
              maxLength={60}
              required
              error={errors.senderName}
            />
            <Field
              name="email"
              label="Their e-mail address"
              type="email"
              maxLength={fieldLimits.email.maxLength}
              required
              error={errors.email}
            />
            <BotTrapField />
            <SubmitButton busy={state.status === 'loading'}>Send the link</SubmitButton>
          </form>
        )
      }
    </FoldedSection>
  );
}
