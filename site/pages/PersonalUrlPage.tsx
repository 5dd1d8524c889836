import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { BareChrome } from '../components/BareChrome';
import { personalUrlStore, usePersonalUrl } from '../stores';

function isSameOrigin(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** A personal URL from a mailing: the server says where it leads. */
export function PersonalUrlPage({ purlId }: { readonly purlId: string }) {
  const navigate = useNavigate();
  const status = usePersonalUrl((state) => state.status);
  const redirectUrl = usePersonalUrl((state) => state.redirectUrl);
  const errorMessage = usePersonalUrl((state) => state.errorMessage);

  useEffect(() => {
    void personalUrlStore.getState().resolve(purlId);
  }, [purlId]);

  useEffect(() => {
    if (status === 'success' && redirectUrl) {
      if (isSameOrigin(redirectUrl)) void navigate(redirectUrl, { replace: true });
      else window.location.replace(redirectUrl);
    }
    // An unknown personal URL has no message to show (spec 4): the visitor lands on the home page.
    if (status === 'error' && !errorMessage) void navigate('/', { replace: true });
  }, [status, redirectUrl, errorMessage, navigate]);

  return (
    <BareChrome>
      <PageHeading>
        {errorMessage ? 'We could not open your personal page' : 'Opening your personal page'}
      </PageHeading>
      {errorMessage ? (
        <p role="alert">{errorMessage}</p>
      ) : (
        <p role="status">One moment while we take you there.</p>
      )}
    </BareChrome>
  );
}
