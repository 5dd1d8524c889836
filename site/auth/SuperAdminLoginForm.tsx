import { useState, type FormEvent } from 'react';
import { startStaffSession } from '../admin/staff-session';
import { useSiteNavigation } from '../app/SiteNavigation';
import { Field, FormMessage, formValues, SubmitButton } from './Field';
import { SuperAdminCodeForm } from './SuperAdminCodeForm';
import { useActionRequest } from './use-action-request';
import { isAdminLogin, type AdminCodeNeeded, type AdminLogin } from './admin-login';

type AdminLoginAnswer = AdminLogin | AdminCodeNeeded;

function isAdminLoginAnswer(body: unknown): body is AdminLoginAnswer {
  if (isAdminLogin(body)) return true;
  const answer = body as Partial<AdminCodeNeeded> | null;
  return (
    answer?.mfaRequired === true &&
    typeof answer.adminId === 'string' &&
    Array.isArray(answer.availableMethods)
  );
}

/**
 * The administrator session lives in this tab only (the staff console's), never as a member
 * login; logged in (after a code when MFA is on), the super-admin goes on to the console.
 */
export function SuperAdminLoginForm() {
  const [state, send] = useActionRequest<AdminLoginAnswer>(
    'aqua',
    'loginSuperAdmin',
    isAdminLoginAnswer,
  );
  const [loggedIn, setLoggedIn] = useState<AdminLogin | null>(null);
  const { navigate } = useSiteNavigation();
  const enter = (login: AdminLogin) => {
    setLoggedIn(login);
    startStaffSession({ token: login.token, username: login.admin.username });
    navigate('/admin/');
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await send(formValues(event.currentTarget));
    if (answer && isAdminLogin(answer)) enter(answer);
  };
  // Logged in, the page says so while the console loads, and shows no form to fill again.
  if (loggedIn)
    return (
      <p className="form-message form-message--success" role="status">
        Logged in as administrator {loggedIn.admin.username}.
      </p>
    );
  if (state.data && !isAdminLogin(state.data))
    return <SuperAdminCodeForm needed={state.data} onLoggedIn={enter} />;
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
