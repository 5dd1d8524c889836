import { PageHeading } from '../app/PageHeading';
import { PlanCards } from '../components/PlanCards';
import { audiences } from '../content/audiences';
import { planListOf, type PageProps } from './page-props';

export function AudiencePage({ entry, model }: PageProps) {
  const audience = audiences[entry.subject ?? ''];
  if (!audience) return null;
  const [lead, ...more] = audience.intro;
  return (
    <div className="page">
      <PageHeading lead={lead}>{audience.heading}</PageHeading>
      {more.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>Plans you can apply for</h2>
      <PlanCards plans={planListOf(model)} headingLevel={3} />
    </div>
  );
}
