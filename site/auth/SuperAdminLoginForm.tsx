import type { FormEvent } from 'react';
import { Field, FormMessage, formValues, SubmitButton } from './Field';
import { useActionRequest } from './useActionRequest';

interface AdminLogin {
  readonly token: string;
  readonly admin: { readonly _id: string; readonly username: string };
}

function isAdminLogin(body: unknown): body is AdminLogin {
  if (typeof body !== 'object' || body === null) return false;
  const { token, admin } = body as Partial<AdminLogin>;
  return typeof token === 'string' && typeof admin?.username === 'string';
}

/** The administrator session lives only in this page: it never becomes a member login. */
export function SuperAdminLoginForm() {
  const [state, send] = useActionRequest<AdminLogin>('aqua', 'loginSuperAdmin', isAdminLogin);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(formValues(event.currentTarget));
  };
  // Logged in, the page says so and shows no form to fill again.
  if (state.data)
    return (
      <p className="form-message form-message--success" role="status">
        Logged in as administrator {state.data.admin.username}.
      </p>
    );
  return (
    <form className="form" onSubmit={submit} noValidate data-form="superadmin-login">
      <FormMessage error={state.message} />
      <Field
        name="username"
        label="Administrator username"
        autoComplete="username"
        required
        error={state.errors.username}
      />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={state.errors.password}
      />
      <SubmitButton busy={state.status === 'loading'}>Log in</SubmitButton>
    </form>
  );
}
