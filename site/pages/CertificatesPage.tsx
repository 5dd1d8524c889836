import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  apiMessages,
  isCertificatesResponse,
  runRequest,
  type CertificateLink,
  type CertificatesResponse,
} from '../api';
import { PageHeading } from '../app/PageHeading';
import { states } from '../../validators';
import { NotFoundPage } from './NotFoundPage';
import type { PageProps } from './page-props';

type CertificatesState =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly answer: CertificatesResponse };

const loading: CertificatesState = { status: 'loading' };

/** The product's documents for the state in the path, from content.certificates. */
function useCertificates(appId: string, state: string | undefined): CertificatesState {
  // An answer keeps the path it answers: until the current path's arrives, the page is loading.
  const request = `${appId}/${state ?? ''}`;
  const [answered, setAnswered] = useState<{ request: string; result: CertificatesState }>();
  useEffect(() => {
    let live = true;
    void runRequest({
      api: 'content',
      action: 'certificates',
      method: 'GET',
      data: state ? { appId, state } : { appId },
      validate: isCertificatesResponse,
    }).then((answer) => {
      if (!live) return;
      const result: CertificatesState = answer.ok
        ? { status: 'ready', answer: answer.data }
        : { status: answer.status === 404 ? 'notFound' : 'error' };
      setAnswered({ request, result });
    });
    return () => {
      live = false;
    };
  }, [appId, state, request]);
  return answered?.request === request ? answered.result : loading;
}

function StatePicker({ appId, chosen }: { readonly appId: string; readonly chosen: string }) {
  const navigate = useNavigate();
  // Starts at the state shown; the page keys it by that state, so a new one starts it afresh.
  const [code, setCode] = useState(chosen);
  const show = (event: FormEvent) => {
    event.preventDefault();
    if (code) void navigate(`/certificates/${encodeURIComponent(appId)}/${code}/`);
  };
  return (
    <form className="form" onSubmit={show} data-form="certificate-state">
      <div className="field">
        <label htmlFor="certificate-state">The state you live in</label>
        <select
          id="certificate-state"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        >
          <option value="">Choose a state</option>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          Show the documents
        </button>
      </div>
    </form>
  );
}

function DocumentList({ documents }: { readonly documents: readonly CertificateLink[] }) {
  return (
    <ul>
      {documents.map((document) => (
        <li key={document.link}>
          <a href={document.link} target="_blank" rel="noopener">
            {document.label}
          </a>{' '}
          ({document.kind}, PDF{document.specimen ? ', specimen' : ''})
        </li>
      ))}
    </ul>
  );
}

/**
 * /certificates/{appId}/{state}/ and /ngcertificate/: the certificate and riders filed for a plan in a state. The
 * state is part of the path, so a member can bookmark or share the list for their state.
 */
export function CertificatesPage({ entry, params }: PageProps) {
  // /ngcertificate/ names its plan in the route table; /certificates/ in the path.
  const appId = params.appId ?? entry.subject ?? '';
  const result = useCertificates(appId, params.state);
  if (result.status === 'notFound') return <NotFoundPage />;
  const answer = result.status === 'ready' ? result.answer : null;
  return (
    <div className="page page--reading" data-page="certificates">
      <PageHeading lead="The certificate and riders that apply to you are the ones filed for the state you live in. Choose it to see them.">
        {answer ? `${answer.product.name} certificates and riders` : 'Certificates and riders'}
      </PageHeading>
      {result.status === 'loading' ? <p role="status">Loading…</p> : null}
      {result.status === 'error' ? <p role="alert">{apiMessages.apiError}</p> : null}
      {answer ? (
        <StatePicker
          key={answer.state?.code ?? ''}
          appId={appId}
          chosen={answer.state?.code ?? ''}
        />
      ) : null}
      {answer?.state ? (
        <section aria-labelledby="certificates-for-state">
          <h2 id="certificates-for-state">Documents for {answer.state.name}</h2>
          {answer.sets.map((set) =>
            set.title ? (
              <section key={set.title}>
                <h3>{set.title}</h3>
                <DocumentList documents={set.documents} />
              </section>
            ) : (
              <DocumentList key="documents" documents={set.documents} />
            ),
          )}
          {answer.sets.some((set) => set.documents.some((document) => document.specimen)) ? (
            <p className="note">
              A document marked specimen shows the form of the filed document for illustration only;
              it is not a contract. Your coverage is governed by the certificate and riders filed
              for your state.
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
