import type { FormEvent } from 'react';
import { startStaffSession } from '../admin/staffSession';
import { useSiteNavigation } from '../app/siteNavigation';
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

/**
 * The administrator session lives in this tab only (the staff console's), never as a member
 * login; logged in, the super-admin goes on to the console.
 */
export function SuperAdminLoginForm() {
  const [state, send] = useActionRequest<AdminLogin>('aqua', 'loginSuperAdmin', isAdminLogin);
  const { navigate } = useSiteNavigation();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const login = await send(formValues(event.currentTarget));
    if (login) {
      startStaffSession({ token: login.token, username: login.admin.username });
      navigate('/admin/');
    }
  };
  // Logged in, the page says so while the console loads, and shows no form to fill again.
  if (state.data)
    return (
      <p className="form-message form-message--success" role="status">
        Logged in as administrator {state.data.admin.username}.
      </p>
    );
  return (
    <form
      className="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-form="superadmin-login"
    >
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
