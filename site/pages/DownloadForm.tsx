import { useId, useState, type FormEvent } from 'react';
import { apiMessages, type MessageResponse } from '../api';
import { NameAndEmailFields } from '../auth/AccountFields';
import { FormMessage, formValues, SubmitButton } from '../auth/Field';
import { BotTrapField } from '../auth/BotTrapField';
import { useActionRequest } from '../auth/use-action-request';
import { useClientCheck } from '../auth/use-client-check';
import { SelectField } from '../calculators/live/SelectField';
import { downloadFormStore, whileLoading } from '../stores';
import { useDownloadableDocuments } from './downloadable-documents';
import { downloadFormMessage } from './download-form-message';

const checked = ['document', 'firstName', 'lastName', 'email'];

/**
 * The download form (spec §3): a form or brochure e-mailed to the visitor. Refusals show spec
 * §8's validationError (status 400 to 499) or apiError, beside the fields' own messages.
 */
export function DownloadForm({
  document: initial = '',
  titled = true,
}: {
  readonly document?: string | null;
  /** False where a summary above already names the form (a folded section). */
  readonly titled?: boolean;
}) {
  const id = useId();
  const [document, setDocument] = useState(initial ?? '');
  const list = useDownloadableDocuments();
  const [state, send] = useActionRequest<MessageResponse>('download', 'sendDocument');
  const { clientErrors, clientMessage, check } = useClientCheck(checked);
  const errors = { ...state.errors, ...clientErrors };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const data = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    if (check(values)) void whileLoading(downloadFormStore, () => send(data));
  };
  const heading = titled ? <h2 id={`${id}-heading`}>Get a form or brochure by e-mail</h2> : null;
  const labelledBy = titled ? `${id}-heading` : undefined;
  if (state.status === 'success' && state.data)
    return (
      <section aria-labelledby={labelledBy} data-form-section="download">
        {heading}
        <FormMessage success={state.data.message} />
      </section>
    );
  // The list failing to load is a failed content load: spec §8's generic API error.
  const refusal =
    state.status === 'error'
      ? downloadFormMessage(state.httpStatus)
      : list.status === 'error'
        ? apiMessages.apiError
        : null;
  return (
    <section aria-labelledby={labelledBy} data-form-section="download">
      {heading}
      <p>We will e-mail you the document as a PDF attachment, with a link to it.</p>
      <form className="form" onSubmit={submit} noValidate data-form="download">
        <FormMessage error={clientMessage ?? refusal} />
        <SelectField
          name="document"
          label="Which document?"
          value={document}
          placeholder="Choose a document"
          hint={list.status === 'loading' ? 'Loading the list of documents…' : undefined}
          options={(list.status === 'loaded' ? list.documents : []).map((entry) => ({
            value: entry.link,
            label: entry.title,
          }))}
          error={errors.document}
          onChange={setDocument}
        />
        <NameAndEmailFields errors={errors} />
        <BotTrapField />
        <SubmitButton busy={state.status === 'loading'}>E-mail me the document</SubmitButton>
      </form>
    </section>
  );
}
