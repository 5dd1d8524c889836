import { useEffect } from 'react';
import { PageHeading } from '../app/PageHeading';
import { SiteLink } from '../app/SiteNavigation';
import { DownloadForm } from './DownloadForm';

/** Served by the server from plans/ (beneficiaryDesignationLink). */
const formLink = '/documents/forms/beneficiary-designation.pdf';
const fileName = 'beneficiary-designation-form.pdf';

/** Starts the download once, as the page opens (spec §2: /beneficiary/ downloads the form). */
function useDownloadOnOpen(): void {
  useEffect(() => {
    const link = document.createElement('a');
    link.href = formLink;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  }, []);
}

/** /beneficiary/: the beneficiary designation form downloads by itself; the link is there too. */
export function BeneficiaryFormPage() {
  useDownloadOnOpen();
  return (
    <div className="page page--reading" data-page="beneficiary-form">
      <PageHeading lead="Your download of the beneficiary designation form has started.">
        Beneficiary designation form
      </PageHeading>
      <p>
        If it has not,{' '}
        <a href={formLink} download={fileName}>
          download the form (PDF)
        </a>
        . You can fill it in on your computer or print it, then sign it and send it to Member
        Services. It replaces any beneficiaries you named before.
      </p>
      <p>
        The shares of your primary beneficiaries must add up to 100%, and so must those of your
        contingent beneficiaries.
      </p>
      <p>
        A member can also change the beneficiaries of a certificate online in{' '}
        <SiteLink to="/login/">the member account</SiteLink>.
      </p>
      <DownloadForm document={formLink} />
    </div>
  );
}
