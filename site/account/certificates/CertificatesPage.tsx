import { useEffect } from 'react';
import { PageHeading } from '../../app/PageHeading';
import { FormMessage } from '../../auth/Field';
import { useActionRequest } from '../../auth/use-action-request';
import { useMember } from '../use-member';

interface CertificateGroup {
  readonly applicationId: string | null;
  readonly product: string;
  readonly documents: readonly {
    readonly key: string;
    readonly label: string;
    readonly link: string;
    readonly kind: string;
  }[];
}

interface CertificatesAnswer {
  readonly state: string | null;
  readonly groups: readonly CertificateGroup[];
}

function isCertificatesAnswer(body: unknown): body is CertificatesAnswer {
  const answer = body as Partial<CertificatesAnswer> | null;
  return Array.isArray(answer?.groups);
}

/** The certificate and rider documents of the member's plans (server: memberCertificates). */
export function CertificatesPage() {
  const { auth } = useMember();
  const [state, load] = useActionRequest('aqua', 'memberCertificates', isCertificatesAnswer);
  useEffect(() => {
    void load({ ...auth });
  }, [auth, load]);
  const groups = state.data?.groups ?? [];
  return (
    <div className="page account-page" data-page="account-certificates">
      <PageHeading lead="The certificates of coverage and riders of your plans, as filed for the state of your mailing address.">
        Certificates and riders
      </PageHeading>
      {state.status === 'loading' ? <p role="status">Loading your certificates…</p> : null}
      <FormMessage error={state.message} />
      {state.status === 'success' && groups.length === 0 ? (
        <p className="account-card">
          You have no certificates yet. The certificate of a plan shows here once its application is
          approved.
        </p>
      ) : null}
      {groups.map((group) => (
        <section
          key={group.applicationId ?? group.product}
          className="account-card"
          aria-label={group.product}
          data-certificates={group.product}
        >
          <h2>{group.product}</h2>
          <ul className="document-list">
            {group.documents.map((document) => (
              <li key={document.key}>
                <a href={document.link}>{document.label} (PDF)</a>
                <span className="note">
                  {document.kind === 'rider' ? ' Rider' : ' Certificate'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
