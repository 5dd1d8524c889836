import { useId, type FormEvent, type ReactNode } from 'react';
import type { MessageResponse } from '../api';
import { NameAndEmailFields } from '../auth/AccountFields';
import { Field, FormMessage, formValues, SubmitButton } from '../auth/Field';
import { BotTrapField } from '../auth/BotTrapField';
import { useActionRequest } from '../auth/use-action-request';
import { useClientCheck } from '../auth/use-client-check';
import { scholarshipRelationships } from '../../validators';

/** As the server takes it (server/api/scholarship/apply.ts). */
const essayMaxLength = 3000;

const checked = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'relationship',
  'memberNumber',
  'school',
  'fieldOfStudy',
  'essay',
];
const required = checked.filter((name) => name !== 'memberNumber');

/** A labelled select or text area with its error, in the look of Field. */
function LabelledControl({
  label,
  hint,
  error,
  children,
}: {
  readonly label: string;
  readonly hint?: string;
  readonly error: string | undefined;
  readonly children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children(id, describedBy)}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The scholarship application: the student, their tie to a member, their studies and an essay. */
export function ScholarshipForm({ closes }: { readonly closes: string }) {
  const id = useId();
  const [state, send] = useActionRequest<MessageResponse>('scholarship', 'apply');
  const { clientErrors, clientMessage, check } = useClientCheck(checked, required);
  const errors = { ...state.errors, ...clientErrors };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const data = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    if (check(values)) void send(data);
  };
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Apply for a scholarship</h2>
      {state.status === 'success' && state.data ? (
        <FormMessage success={state.data.message} />
      ) : (
        <>
          <p>Applications close on {closes}. All fields are required unless marked optional.</p>
          <form className="form" onSubmit={submit} noValidate data-form="scholarship">
            <FormMessage error={clientMessage ?? state.message} />
            <NameAndEmailFields errors={errors} />
            <Field
              name="dateOfBirth"
              label="Date of birth"
              hint="MM/DD/YYYY"
              autoComplete="bday"
              inputMode="numeric"
              maxLength={10}
              error={errors.dateOfBirth}
            />
            <LabelledControl label="Who is the association member?" error={errors.relationship}>
              {(controlId, describedBy) => (
                <select
                  id={controlId}
                  name="relationship"
                  defaultValue=""
                  aria-invalid={errors.relationship ? true : undefined}
                  aria-describedby={describedBy}
                >
                  <option value="">Choose one</option>
                  {scholarshipRelationships.map((relationship) => (
                    <option key={relationship.code} value={relationship.code}>
                      {relationship.name}
                    </option>
                  ))}
                </select>
              )}
            </LabelledControl>
            <Field
              name="memberNumber"
              label="Member number (optional)"
              hint="On the member's certificate or account page"
              maxLength={20}
              error={errors.memberNumber}
            />
            <Field
              name="school"
              label="School, college or university"
              maxLength={120}
              error={errors.school}
            />
            <Field
              name="fieldOfStudy"
              label="Field of study"
              maxLength={120}
              error={errors.fieldOfStudy}
            />
            <LabelledControl
              label="Your goals"
              hint={`Tell the committee what you want to study and why, in up to ${essayMaxLength} characters.`}
              error={errors.essay}
            >
              {(controlId, describedBy) => (
                <textarea
                  id={controlId}
                  name="essay"
                  rows={8}
                  maxLength={essayMaxLength}
                  aria-invalid={errors.essay ? true : undefined}
                  aria-describedby={describedBy}
                />
              )}
            </LabelledControl>
            <BotTrapField />
            <SubmitButton busy={state.status === 'loading'}>Send my application</SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
