import { useEffect, useRef } from 'react';
import { userStore, useUser } from '../stores';
import { FormMessage } from './Field';

/**
 * The e-mailed sign-up link opens the become-a-member page with ?confirm=: the account is made
 * and the member logged in once, however often the page draws itself.
 */
export function ConfirmSignup({ token }: { readonly token: string }) {
  const status = useUser((state) => state.loading.confirmSignup);
  const errorMessage = useUser((state) => state.errorMessage);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void userStore.getState().confirmSignup(token);
  }, [token]);
  if (status === 'error') {
    return (
      <div className="form" data-form="confirm-signup">
        <FormMessage error={errorMessage} />
      </div>
    );
  }
  return (
    <p role="status" data-form="confirm-signup">
      Confirming your e-mail address…
    </p>
  );
}
