import { useEffect, useState } from 'react';
import { FormMessage } from '../../auth/Field';
import { runRequest } from '../../api';
import { electronicConsentStore, useElectronicConsent } from '../../stores';
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

/** Spec 4 electronic consent, the member's: loading, then acquiredTemp; kept 365 days. */
export function ElectronicDelivery() {
  const { auth } = useMember();
  const status = useElectronicConsent((state) => state.status);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const ask = async (consent?: '0' | '1') => {
    const store = electronicConsentStore.getState();
    store.start();
    setMessage(null);
    const result = await runRequest({
      api: 'aqua',
      action: 'electronicConsent',
      data: { ...auth, ...(consent ? { consent } : {}) },
      validate: isConsentAnswer,
    });
    if (!result.ok) {
      store.failed();
      setMessage(result.message);
      return;
    }
    setExpiresAt(result.data.expiresAt);
    if (result.data.consent === 'given') store.acquired('member');
    else store.cleared();
  };

  useEffect(() => {
    void electronicConsentStore.persist.rehydrate();
    void ask();
    // Once per member: the server's answer is the consent as it stands.
  }, [auth.memberId]);

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
