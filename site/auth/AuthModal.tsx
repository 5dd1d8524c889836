import { useCallback } from 'react';
import { Modal } from '../app/Modal';
import { useSiteNavigation } from '../app/SiteNavigation';
import { authModalStore, userStore, useAuthModal, type AuthForm } from '../stores';
import { FindUsernameForm } from './FindUsernameForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginFlow } from './LoginFlow';

const titles: Record<AuthForm, string> = {
  login: 'Log in to your account',
  forgotPassword: 'Forgot your password',
  findUsername: 'Find your username',
};

/** The logged-out visitor's login modal; after logging in, the optional redirect URL applies. */
export function AuthModal() {
  const open = useAuthModal((state) => state.open);
  const form = useAuthModal((state) => state.form);
  const { navigate } = useSiteNavigation();
  const close = useCallback(() => {
    userStore.getState().clearMfa();
    authModalStore.getState().close();
  }, []);
  const loggedIn = () => {
    const { redirectUrl } = authModalStore.getState();
    authModalStore.getState().close();
    if (redirectUrl) navigate(redirectUrl);
  };
  const { changeForm } = authModalStore.getState();
  return (
    <Modal open={open} title={titles[form]} onClose={close} name="auth">
      {form === 'login' ? (
        <LoginFlow
          onLoggedIn={loggedIn}
          onForgotPassword={() => changeForm('forgotPassword')}
          onFindUsername={() => changeForm('findUsername')}
        />
      ) : null}
      {form === 'forgotPassword' ? <ForgotPasswordForm /> : null}
      {form === 'findUsername' ? <FindUsernameForm /> : null}
      {form === 'login' ? null : (
        <p className="form-links">
          <button type="button" className="link-button" onClick={() => changeForm('login')}>
            Back to log in
          </button>
        </p>
      )}
    </Modal>
  );
}
