import { ContactLine } from '../../components/ContactLine';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatDay, formatUsd } from '../../../validators';
import { PageHeading } from '../../app/PageHeading';
import { useMember } from '../use-member';
import {
  frequencyNames,
  isCoverage,
  policyRequest,
  shownTime,
  type Coverage,
  type CoverageCertificate,
} from '../policy/policy-api';
import { ApplicationsSection } from './ApplicationsSection';
import { ClaimApplicationForm } from './ClaimApplicationForm';
import { BeneficiaryTables } from './BeneficiaryTables';
import type { BeneficiariesUpdated } from './BeneficiaryUpdateForm';
import { CancelPendingChangeForm } from '../policy/CancelPendingChangeForm';
import { CertificateDownload } from './CertificateDownload';

// The form engine and its renderer load when a member opens the form, not with the page.
const BeneficiaryUpdateForm = lazy(async () => ({
  default: (await import('./BeneficiaryUpdateForm')).BeneficiaryUpdateForm,
}));

/** The premium as the member pays it: at the frequency chosen, else at each one. */
function premiumText(certificate: CoverageCertificate): string {
  if (certificate.fixedPremium) {
    const { amount, renewalPeriodMonths } = certificate.fixedPremium;
    return `${formatUsd(amount)} every ${renewalPeriodMonths === 1 ? 'month' : `${renewalPeriodMonths} months`}`;
  }
  const due = certificate.due;
  if (due === null) return 'Billed by statement';
  if (certificate.frequency)
    return `${formatUsd(due[certificate.frequency])} ${frequencyNames[certificate.frequency].toLowerCase()} (${formatUsd(due.M)} a month)`;
  return (['M', 'Q', 'S', 'A'] as const)
    .map((code) => `${formatUsd(due[code])} ${frequencyNames[code].toLowerCase()}`)
    .join(', ');
}

/** One fact of a certificate, its name beside its value (one group of the list). */
function Fact({ name, children }: { readonly name: string; readonly children: string }) {
  return (
    <div className="coverage-fact">
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the certificate covers, as facts: who, how much, the premium, how it is paid, from when. */
function CoverageFacts({ certificate }: { readonly certificate: CoverageCertificate }) {
  return (
    <dl className="coverage-facts">
      {certificate.covered.length > 0 ? (
        certificate.covered.map((person) => (
          <Fact key={`${person.title}-${person.name}`} name={person.title}>
            {person.coverage === null
              ? person.name
              : `${person.name}, ${formatUsd(person.coverage)} of coverage`}
          </Fact>
        ))
      ) : certificate.coverage === null ? null : (
        <Fact name="Coverage">{formatUsd(certificate.coverage)}</Fact>
      )}
      <Fact name="Premium">{premiumText(certificate)}</Fact>
      {certificate.paymentMethod ? (
        <Fact name="Payment method">{certificate.paymentMethod}</Fact>
      ) : null}
      {certificate.effectiveDate ? (
        <Fact name="Coverage starts">{formatDay(certificate.effectiveDate)}</Fact>
      ) : null}
    </dl>
  );
}

function CertificateCard({
  certificate,
  coverage,
  onUpdated,
}: {
  readonly certificate: CoverageCertificate;
  readonly coverage: Coverage;
  readonly onUpdated: (updated: BeneficiariesUpdated) => void;
}) {
  const [editing, setEditing] = useState(false);
  const headingId = `certificate-${certificate.applicationId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="account-card"
      data-certificate={certificate.certificateNumber ?? certificate.applicationId}
    >
      <h2 id={headingId}>
        {certificate.planName}
        {certificate.certificateNumber ? `, certificate ${certificate.certificateNumber}` : ''}
      </h2>
      <CoverageFacts certificate={certificate} />
      <CertificateDownload certificate={certificate} />
      <h3>Beneficiaries</h3>
      {certificate.beneficiariesPending ? (
        <p className="attention attention--info" data-state="beneficiaries-pending">
          These beneficiaries are your update, being processed
          {coverage.beneUpdatePendingUntil
            ? ` until ${shownTime(coverage.beneUpdatePendingUntil)}`
            : ''}
          .
        </p>
      ) : null}
      <BeneficiaryTables lists={certificate.beneficiaries} />
      {editing ? (
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <BeneficiaryUpdateForm
            applicationId={certificate.applicationId}
            current={certificate.beneficiaries}
            onCancel={() => setEditing(false)}
            onUpdated={(updated) => {
              setEditing(false);
              onUpdated(updated);
            }}
          />
        </Suspense>
      ) : null}
      {!editing && coverage.beneUpdate ? (
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Update beneficiaries
        </button>
      ) : null}
    </section>
  );
}

/**
 * /my-account/insurance-coverage/: the member's applications by type, and each certificate's
 * coverage, premium and beneficiaries, which the member may update (spec §4 beneUpdate), after
 * which they are pending for 48 hours.
 */
export function InsuranceCoveragePage() {
  const { auth, data } = useMember();
  const [coverage, setCoverage] = useState<Coverage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  // Counts the member's changes that the server's coverage answer must show again.
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let live = true;
    void policyRequest(auth, 'coverage', {}, isCoverage).then((result) => {
      if (!live) return;
      if (result.ok) setCoverage(result.data);
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [auth, loads]);

  const updated = (update: BeneficiariesUpdated) => {
    setConfirmation(update.message);
    setCoverage((current) =>
      current
        ? {
            ...current,
            beneUpdate: false,
            beneUpdatePending: true,
            beneUpdatePendingUntil: update.beneUpdatePendingUntil,
            certificates: current.certificates.map((certificate) =>
              certificate.applicationId === update.applicationId
                ? {
                    ...certificate,
                    beneficiaries: update.beneficiaries,
                    beneficiariesPending: true,
                  }
                : certificate,
            ),
          }
        : current,
    );
  };

  return (
    <div className="page account-page" data-page="insurance-coverage">
      <PageHeading>Insurance coverage</PageHeading>
      {confirmation ? (
        <p className="form-message form-message--success" role="status">
          {confirmation}
        </p>
      ) : null}
      {coverage?.beneUpdatePending && coverage.beneUpdatePendingUntil ? (
        <p className="attention attention--info" data-state="beneficiary-update-pending">
          Your beneficiary update is being processed until{' '}
          {shownTime(coverage.beneUpdatePendingUntil)}. You can update your beneficiaries again
          after that.
        </p>
      ) : null}
      {coverage?.beneUpdatePending ? (
        <section className="account-card" data-state="cancel-beneficiary-update">
          <CancelPendingChangeForm
            action="cancelBeneficiaryUpdate"
            what="beneficiary update"
            after="the beneficiaries named before it stay in force."
            onCancelled={(answer) => {
              setConfirmation(answer.message);
              setLoads((count) => count + 1);
            }}
          />
        </section>
      ) : null}
      <ApplicationsSection data={data} />
      <ClaimApplicationForm />
      {error ? <p role="alert">{error}</p> : null}
      {coverage === null && error === null ? <p role="status">Loading your coverage…</p> : null}
      {coverage?.certificates.length === 0 ? (
        <p>You have no certificates of coverage in your online account.</p>
      ) : null}
      {coverage?.certificates.map((certificate) => (
        <CertificateCard
          key={certificate.applicationId}
          certificate={certificate}
          coverage={coverage}
          onUpdated={updated}
        />
      ))}
      <section aria-labelledby="coverage-help" className="account-help">
        <h2 id="coverage-help">Questions and claims</h2>
        <ContactLine
          channel="life-claims"
          lead="To report a death or start a claim, call life claims"
        />
        <ContactLine
          channel="certificates"
          lead="For a copy of a certificate or help with beneficiaries"
          withHours
        />
      </section>
    </div>
  );
}
