import type { BeneficiaryEntry, BeneficiaryLists } from '../policy/policy-api';

function BeneficiaryTable({
  caption,
  entries,
}: {
  readonly caption: string;
  readonly entries: readonly BeneficiaryEntry[];
}) {
  if (entries.length === 0) return <p>{caption}: none named.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Relationship</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.name}-${String(index)}`}>
              <td>{entry.name}</td>
              <td>{entry.relationship}</td>
              <td>{entry.sharePercent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A certificate's primary and contingent beneficiaries. */
export function BeneficiaryTables({ lists }: { readonly lists: BeneficiaryLists }) {
  return (
    <>
      <BeneficiaryTable caption="Primary beneficiaries" entries={lists.primary} />
      <BeneficiaryTable caption="Contingent beneficiaries" entries={lists.contingent} />
    </>
  );
}
