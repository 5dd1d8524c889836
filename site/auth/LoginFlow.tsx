import { useState, type FormEvent } from 'react';
import type { MfaMethod } from '../api';
import { userStore, useUser } from '../stores';
import { VerificationCodeField } from './AccountFields';
import { Field, FormMessage, formValues, SubmitButton } from './Field';
import { useClientCheck } from './use-client-check';

const credentialFields = ['username', 'password'];

const methodLabels: Record<MfaMethod, string> = {
  email: 'E-mail me a code',
  sms: 'Text me a code',
  voice: 'Call me with a code',
};

function expiryText(expiresAt: string | null): string {
  if (!expiresAt) return '';
  const time = new Date(expiresAt);
  if (Number.isNaN(time.getTime())) return '';
  // The zone is named: a member abroad reads the time on their own clock and knows it.
  return time.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

interface LoginFlowProps {
  /** Called once the member is logged in. */
  readonly onLoggedIn: () => void;
  readonly onForgotPassword: () => void;
  readonly onFindUsername: () => void;
}

function CredentialsForm({ onLoggedIn, onForgotPassword, onFindUsername }: LoginFlowProps) {
  const status = useUser((state) => state.loading.login);
  const errorMessage = useUser((state) => state.errorMessage);
  const serverErrors = useUser((state) => state.fieldErrors);
  const { clientErrors, clientMessage, check } = useClientCheck(
    credentialFields,
    credentialFields,
    false,
  );
  const fieldErrors = { ...serverErrors, ...clientErrors };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (!check(values)) return;
    const { username = '', password = '' } = values;
    const outcome = await userStore.getState().login({ username, password });
    if (outcome === 'loggedIn') onLoggedIn();
  };
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate data-form="login">
      <FormMessage error={clientMessage ?? errorMessage} />
      <Field
        name="username"
        label="Username or e-mail"
        autoComplete="username"
        required
        error={fieldErrors.username}
      />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <SubmitButton busy={status === 'loading'}>
        {status === 'loading' ? 'Logging in…' : 'Log in'}
      </SubmitButton>
      <p className="form-links">
        <button type="button" className="link-button" onClick={onForgotPassword}>
          Forgot your password?
        </button>
        <button type="button" className="link-button" onClick={onFindUsername}>
          Forgot your username?
        </button>
      </p>
    </form>
  );
}

function ChooseMethod() {
  const mfa = useUser((state) => state.mfa);
  const status = useUser((state) => state.loading.initiateMfa);
  const errorMessage = useUser((state) => state.errorMessage);
  const [method, setMethod] = useState<MfaMethod | null>(mfa.availableMethods[0] ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method) void userStore.getState().initiateMfa(method);
  };
  return (
    <form className="form" onSubmit={submit} data-form="mfa-method">
      <p>
        For your security, we need to confirm it is you. How would you like to get your verification
        code?
      </p>
      <FormMessage error={errorMessage} />
      <fieldset className="choice-list">
        <legend>Send my code by</legend>
        {mfa.availableMethods.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name="method"
              value={option}
              checked={method === option}
              onChange={() => setMethod(option)}
            />
            {methodLabels[option]}
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!method || status === 'loading'}
        >
          Send code
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => userStore.getState().clearMfa()}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

function EnterCode({ onLoggedIn }: Pick<LoginFlowProps, 'onLoggedIn'>) {
  const mfa = useUser((state) => state.mfa);
  const verifying = useUser((state) => state.loading.verifyMfaCode === 'loading');
  const resendStatus = useUser((state) => state.loading.resendMfaCode);
  const errorMessage = useUser((state) => state.errorMessage);
  const fieldErrors = useUser((state) => state.fieldErrors);
  const destination = mfa.currentMethod === 'email' ? mfa.email : mfa.phone;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { code = '' } = formValues(event.currentTarget);
    if (await userStore.getState().verifyMfaCode(code)) onLoggedIn();
  };
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate data-form="mfa-code">
      <p data-testid="mfa-destination">
        We sent a verification code to <strong>{destination}</strong>.
      </p>
      <p className="field__hint" data-testid="mfa-expiry">
        The code expires at {expiryText(mfa.expiresAt)}.
      </p>
      <FormMessage
        error={errorMessage}
        success={resendStatus === 'success' ? 'We sent you a new code.' : null}
      />
      <VerificationCodeField error={fieldErrors.code} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={verifying}>
          Verify
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={resendStatus === 'loading'}
          onClick={() => void userStore.getState().resendMfaCode()}
        >
          Resend code
        </button>
        {mfa.availableMethods.length > 1 && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => userStore.getState().chooseAnotherMfaMethod()}
          >
            Use another way
          </button>
        )}
      </div>
    </form>
  );
}

/** Log in, with the verification step when the member has multi-factor sign-in turned on. */
export function LoginFlow(props: LoginFlowProps) {
  const mfa = useUser((state) => state.mfa);
  if (mfa.required && mfa.codeSent) return <EnterCode onLoggedIn={props.onLoggedIn} />;
  if (mfa.required) return <ChooseMethod />;
  return <CredentialsForm {...props} />;
}
