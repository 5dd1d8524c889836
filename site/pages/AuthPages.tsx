import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { useHydrated } from '../app/use-hydrated';
import { ConfirmSignup } from '../auth/ConfirmSignup';
import { FindUsernameForm } from '../auth/FindUsernameForm';
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm';
import { LoginFlow } from '../auth/LoginFlow';
import { PasswordResetForm } from '../auth/PasswordResetForm';
import { SetupUsernameForm } from '../auth/SetupUsernameForm';
import { SignupForm } from '../auth/SignupForm';
import { SuperAdminLoginForm } from '../auth/SuperAdminLoginForm';
import { useUser } from '../stores';

function LoggedInNotice() {
  const memberName = useUser((state) => state.memberName);
  return (
    <p role="status" data-testid="logged-in">
      You are logged in{memberName ? ` as ${memberName}` : ''}.{' '}
      <Link to="/">Go to the home page</Link>
    </p>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  return (
    <>
      <PageHeading>Log in to your account</PageHeading>
      {isLoggedIn ? (
        <LoggedInNotice />
      ) : (
        <LoginFlow
          onLoggedIn={() => void navigate('/')}
          onForgotPassword={() => void navigate('/password-forgot/')}
          onFindUsername={() => void navigate('/membership-benefits/find-your-username/')}
        />
      )}
      {!isLoggedIn && (
        <p className="form-links">
          New here? <Link to="/membership-benefits/become-a-member/">Become a member</Link>
        </p>
      )}
    </>
  );
}

export function BecomeMemberPage() {
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  const [params] = useSearchParams();
  // The page is prerendered without the link's query: the link's token is read once it runs.
  const linkRead = useHydrated();
  const token = linkRead ? (params.get('confirm') ?? '') : '';
  return (
    <>
      <PageHeading lead="Create your account to apply online, see your coverage and manage your benefits.">
        Become a member
      </PageHeading>
      {isLoggedIn ? (
        <LoggedInNotice />
      ) : token !== '' ? (
        <ConfirmSignup token={token} />
      ) : (
        <SignupForm />
      )}
      {!isLoggedIn && (
        <p className="form-links">
          Already a member? <Link to="/login/">Log in</Link>
        </p>
      )}
    </>
  );
}

export function SuperAdminLoginPage() {
  return (
    <>
      <PageHeading>Administrator log in</PageHeading>
      <SuperAdminLoginForm />
    </>
  );
}

export function PasswordForgotPage() {
  return (
    <>
      <PageHeading>Forgot your password</PageHeading>
      <ForgotPasswordForm />
      <p className="form-links">
        <Link to="/login/">Back to log in</Link>
      </p>
    </>
  );
}

export function PasswordResetPage() {
  return (
    <>
      <PageHeading>Choose a new password</PageHeading>
      <PasswordResetForm />
    </>
  );
}

export function FindYourUsernamePage() {
  return (
    <>
      <PageHeading>Find your username</PageHeading>
      <FindUsernameForm />
      <p className="form-links">
        <Link to="/login/">Back to log in</Link>
      </p>
    </>
  );
}

export function SetupUsernamePage() {
  return (
    <>
      <PageHeading lead="If you joined by phone or mail, choose a username to use your account online.">
        Set up your username
      </PageHeading>
      <SetupUsernameForm />
    </>
  );
}
