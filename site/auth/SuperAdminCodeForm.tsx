import { useState, type FormEvent } from 'react';
import { Field, FormMessage, formValues, SubmitButton } from './Field';
import { isAdminLogin, type AdminCodeNeeded, type AdminLogin } from './admin-login';
import { useActionRequest } from './use-action-request';

const methodLabels: Readonly<Record<string, string>> = {
  email: 'E-mail',
  voice: 'Voice call',
};

interface CodeSent {
  readonly method: string;
  readonly destination: string;
}

const isCodeSent = (body: unknown): body is CodeSent =>
  typeof (body as Partial<CodeSent> | null)?.destination === 'string';

/** The super-admin's second step: a code by e-mail or voice call, then the code. */
export function SuperAdminCodeForm({
  needed,
  onLoggedIn,
}: {
  readonly needed: AdminCodeNeeded;
  readonly onLoggedIn: (login: AdminLogin) => void;
}) {
  const [sent, sendCode] = useActionRequest<CodeSent>('aqua', 'initiateAdminMfa', isCodeSent);
  const [checked, verify] = useActionRequest<AdminLogin>(
    'aqua',
    'verifyAdminMfaCode',
    isAdminLogin,
  );
  const [method, setMethod] = useState(needed.availableMethods[0] ?? 'email');
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sendCode({ adminId: needed.adminId, method });
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const login = await verify({ adminId: needed.adminId, ...formValues(event.currentTarget) });
    if (login) onLoggedIn(login);
  };
  return (
    <>
      <form className="form" onSubmit={send} noValidate data-form="superadmin-method">
        <FormMessage
          error={sent.message}
          success={sent.data ? `We sent a code to ${sent.data.destination}.` : null}
        />
        <fieldset className="choice-list">
          <legend>How should we send your verification code?</legend>
          {needed.availableMethods.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="method"
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
              />{' '}
              {methodLabels[option] ?? option}
            </label>
          ))}
        </fieldset>
        <SubmitButton busy={sent.status === 'loading'}>
          {sent.data ? 'Send a new code' : 'Send code'}
        </SubmitButton>
      </form>
      {sent.data ? (
        <form
          className="form"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-form="superadmin-code"
        >
          <FormMessage error={checked.message} />
          <Field
            name="code"
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={checked.errors.code}
          />
          <SubmitButton busy={checked.status === 'loading'}>Verify</SubmitButton>
        </form>
      ) : null}
    </>
  );
}
