import { formatUsd } from '../../../validators';
import { frequencyNames, type PaymentDue } from '../policy/policy-api';

/** What is due per certificate and frequency, from the plan's rate table and the coverage. */
export function DueTable({ due }: { readonly due: PaymentDue }) {
  if (due.certificates.length === 0)
    return <p>You have no certificates of coverage with premiums to pay online.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="What is due">
      <table className="data-table" data-table="due">
        <thead>
          <tr>
            <th scope="col">Certificate</th>
            <th scope="col">Coverage</th>
            {due.frequencies.map((code) => (
              <th key={code} scope="col">
                {frequencyNames[code]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {due.certificates.map((certificate) => (
            <tr key={certificate.applicationId}>
              <th scope="row">
                {certificate.planName}
                {certificate.certificateNumber ? ` (${certificate.certificateNumber})` : ''}
              </th>
              <td>{certificate.coverage === null ? '' : formatUsd(certificate.coverage)}</td>
              {due.frequencies.map((code) => (
                <td key={code}>
                  {certificate.due ? formatUsd(certificate.due[code]) : 'Billed by statement'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
