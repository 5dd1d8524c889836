import { useEffect, useRef, type ReactNode } from 'react';
import { PageHeading } from '../app/PageHeading';
import { useSiteNavigation } from '../app/SiteNavigation';
import { authModalStore, userStore, useUser } from '../stores';

/**
 * The account pages are for a logged-in member. A visitor arriving logged out gets the login
 * modal, which brings them back to the page they asked for; a member logged out while here (by
 * the idle watcher or the Log out button) is offered it again without it opening by itself.
 */
export function MemberGate({ children }: { readonly children: ReactNode }) {
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  const dataLoaded = useUser((state) => state.dataLoaded);
  const fetching = useUser((state) => state.loading.getUser === 'loading');
  const errorMessage = useUser((state) => state.errorMessage);
  const { pathname } = useSiteNavigation().location;
  const wasLoggedIn = useRef(false);

  useEffect(() => {
    if (isLoggedIn) {
      wasLoggedIn.current = true;
      return;
    }
    // Read now, not from the render: saved auth is restored by StartUp's effect, just before.
    if (!wasLoggedIn.current && !userStore.getState().isLoggedIn)
      authModalStore.getState().openModal('login', pathname);
  }, [isLoggedIn, pathname]);

  // A login fetches no profile; the account pages need it.
  useEffect(() => {
    if (isLoggedIn && !dataLoaded && !fetching) void userStore.getState().fetchUser();
    // Not again when a fetch ends: a failed fetch logs the member out, which ends the loop.
  }, [isLoggedIn, dataLoaded, fetching]);

  if (isLoggedIn && dataLoaded) return <>{children}</>;
  if (isLoggedIn)
    return (
      <p className="page" role="status">
        Loading your account…
      </p>
    );
  return (
    <div className="page page--reading" data-page="account-login">
      <PageHeading lead="Log in to see your coverage and certificates, pay, update your beneficiaries and vote.">
        My account
      </PageHeading>
      {errorMessage ? (
        <p className="form-message form-message--error" role="alert">
          {errorMessage}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        onClick={() => authModalStore.getState().openModal('login', pathname)}
      >
        Log in
      </button>
    </div>
  );
}
