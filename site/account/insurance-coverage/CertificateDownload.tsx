import { useState } from 'react';
import { messages } from '../../../validators';
import { downloadPdfAnswer, isPdfAnswer } from '../../calculators/download-file';
import { useMember } from '../use-member';
import { policyRequest, type CoverageCertificate } from '../policy/policy-api';

/**
 * The certificate of coverage of one approved application as a PDF (api `policy`, action
 * `certificateOfCoverage`), made by the server from the coverage as it stands.
 */
export function CertificateDownload({
  certificate,
}: {
  readonly certificate: CoverageCertificate;
}) {
  const { auth } = useMember();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const download = async () => {
    setBusy(true);
    setFailure(undefined);
    const result = await policyRequest(
      auth,
      'certificateOfCoverage',
      { applicationId: certificate.applicationId },
      isPdfAnswer,
    );
    setBusy(false);
    if (!result.ok) {
      setFailure(result.status === 404 ? messages.nothingFound : result.message);
      return;
    }
    downloadPdfAnswer(result.data);
  };
  return (
    <p>
      <button type="button" className="link-button" disabled={busy} onClick={() => void download()}>
        Download your certificate of coverage (PDF)
        <span className="visually-hidden"> for {certificate.planName}</span>
      </button>
      {failure ? <span role="alert"> {failure}</span> : null}
    </p>
  );
}
