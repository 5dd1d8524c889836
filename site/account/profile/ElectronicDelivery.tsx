import { useEffect, useState } from 'react';
import { FormMessage } from '../../auth/Field';
import { runRequest } from '../../api';
import { electronicConsentStore, useElectronicConsent, type MemberAuth } from '../../stores';
import { useMember } from '../use-member';

interface ConsentAnswer {
  readonly consent: 'given' | 'none';
  readonly expiresAt: string | null;
}

function isConsentAnswer(body: unknown): body is ConsentAnswer {
  const answer = body as Partial<ConsentAnswer> | null;
  return answer?.consent === 'given' || answer?.consent === 'none';
}

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/** Asks for the member's consent, or gives (`'1'`) or withdraws (`'0'`) it; the store follows. */
function requestConsent(auth: MemberAuth, consent?: '0' | '1') {
  electronicConsentStore.getState().start();
  return runRequest({
    api: 'aqua',
    action: 'electronicConsent',
    data: { ...auth, ...(consent ? { consent } : {}) },
    validate: isConsentAnswer,
  }).then((result) => {
    const store = electronicConsentStore.getState();
    if (!result.ok) store.failed();
    else if (result.data.consent === 'given') store.acquired('member');
    else store.cleared();
    return result;
  });
}

/** Spec 4 electronic consent, the member's: loading, then acquiredTemp; kept 365 days. */
export function ElectronicDelivery() {
  const { auth } = useMember();
  const { memberId, memberToken } = auth;
  const status = useElectronicConsent((state) => state.status);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const ask = async (consent: '0' | '1') => {
    setMessage(null);
    const result = await requestConsent(auth, consent);
    if (result.ok) setExpiresAt(result.data.expiresAt);
    else setMessage(result.message);
  };

  // Once per member: the server's answer is the consent as it stands.
  useEffect(() => {
    void electronicConsentStore.persist.rehydrate();
    let live = true;
    void requestConsent({ memberId, memberToken }).then((result) => {
      if (!live) return;
      setMessage(result.ok ? null : result.message);
      if (result.ok) setExpiresAt(result.data.expiresAt);
    });
    return () => {
      live = false;
    };
  }, [memberId, memberToken]);

  const given = status === 'acquiredTemp' || status === 'acquired';
  return (
    <section className="account-card" aria-labelledby="electronic-delivery" data-consent={status}>
      <h2 id="electronic-delivery">Electronic delivery</h2>
      <p>
        Receive your certificates, notices and statements by e-mail and in your account instead of
        on paper. Your consent lasts 365 days and you can withdraw it at any time.
      </p>
      <FormMessage error={message} />
      {status === 'loading' ? <p role="status">Checking your consent…</p> : null}
      {given ? (
        <p role="status">
          You receive your documents electronically
          {expiresAt ? ` until ${dateOf(expiresAt)}` : ''}.
        </p>
      ) : null}
      <div className="form-actions">
        {given ? (
          <button type="button" className="button button--quiet" onClick={() => void ask('0')}>
            Withdraw my consent
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={status === 'loading'}
            onClick={() => void ask('1')}
          >
            I agree to electronic delivery
          </button>
        )}
      </div>
    </section>
  );
}
