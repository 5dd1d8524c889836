import { formatUsd } from '../../../validators';
import { PageHeading } from '../../app/PageHeading';
import { SiteLink } from '../../app/SiteNavigation';
import { accountRoot, accountSections } from '../../routes';
import { accountPages } from '../account-pages';
import { applicationTypeName } from '../application-names';
import { approvedApplications, type MemberApplication } from '../member-applications';
import { useMember } from '../use-member';
import { attentionItems } from './attention';
import { statusWords } from './status-words';
import { UnfinishedApplications } from './UnfinishedApplications';

function CoverageLine({ application }: { readonly application: MemberApplication }) {
  const { coverage, certificateNumber, planName } = application.policy;
  const insured = insuredNames(application.policy.covered);
  return (
    <li>
      <strong>
        {typeof planName === 'string' ? planName : applicationTypeName(application.policy.type)}
      </strong>
      {typeof coverage === 'number' ? `: ${formatUsd(coverage)} of coverage` : null}
      {insured ? ` for ${insured}` : null}
      {typeof certificateNumber === 'string' ? ` (certificate ${certificateNumber})` : null}
    </li>
  );
}

/** The names of the people a policy covers, 'Ann Lee and Sam Lee'; empty when it names none. */
function insuredNames(covered: unknown): string {
  if (!Array.isArray(covered)) return '';
  const names = covered.flatMap((person: unknown) =>
    typeof person === 'object' && person !== null && 'name' in person && person.name
      ? [String(person.name)]
      : [],
  );
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A section's link shows once the section has its page (accountPages). */
function hasPage(path: string): boolean {
  return accountSections.some((section) => section.path === path && accountPages[section.key]);
}

function Shortcuts() {
  return (
    <ul className="account-shortcuts">
      {accountSections
        .filter((section) => section.path !== accountRoot && accountPages[section.key])
        .map((section) => (
          <li key={section.key}>
            <SiteLink to={section.path}>{section.label}</SiteLink>
            <span>{section.description}</span>
          </li>
        ))}
    </ul>
  );
}

/** /my-account/: who the member is to the association, and what to do next. */
export function OverviewPage() {
  const { data, permissions } = useMember();
  const status = statusWords(data.accountStatus);
  const coverage = approvedApplications(data);
  const attention = attentionItems(data, permissions);
  return (
    <div className="page account-page" data-page="account-overview">
      <PageHeading>Hello, {data.firstName ?? 'member'}</PageHeading>
      <section aria-labelledby="account-status" className="account-card">
        <h2 id="account-status">Your membership</h2>
        <p>
          Status: <strong data-testid="member-status">{status.name}</strong>. {status.explanation}
        </p>
      </section>
      <section aria-labelledby="account-attention" className="account-card">
        <h2 id="account-attention">What needs your attention</h2>
        {attention.length === 0 ? (
          <p>Nothing needs your attention right now.</p>
        ) : (
          <ul className="attention-list">
            {attention.map((item) => (
              <li
                key={item.key}
                className={`attention attention--${item.tone}`}
                data-attention={item.key}
              >
                {item.text}
                {item.link && hasPage(item.link.to) ? (
                  <>
                    {' '}
                    <SiteLink to={item.link.to}>{item.link.label}</SiteLink>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <UnfinishedApplications />
      <section aria-labelledby="account-coverage" className="account-card">
        <h2 id="account-coverage">Coverage in force</h2>
        {coverage.length > 0 && status.inForce ? (
          <ul>
            {coverage.map((application) => (
              <CoverageLine key={application._id} application={application} />
            ))}
          </ul>
        ) : null}
        {coverage.length === 0 && status.inForce ? (
          <p>The details of your coverage are not in your online account yet.</p>
        ) : null}
        {status.inForce ? null : <p>You have no coverage in force.</p>}
      </section>
      <section aria-labelledby="account-shortcuts">
        <h2 id="account-shortcuts">Your account</h2>
        <Shortcuts />
      </section>
    </div>
  );
}
