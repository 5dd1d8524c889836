import { PageHeading } from '../app/PageHeading';
import { FoldedSection } from '../components/FoldedSection';
import { PlanDetails } from '../components/PlanDetails';
import { DownloadForm } from './DownloadForm';
import type { PageProps } from './page-props';
import { ShareForm } from './ShareForm';

export function PlanLandingPage({ model }: PageProps) {
  if (model?.kind !== 'plan') return null;
  return (
    <div className="page">
      <PageHeading lead={model.plan.summary}>{model.plan.name}</PageHeading>
      <PlanDetails plan={model.plan} />
      <div className="page-forms">
        <FoldedSection summary="Get a form or brochure by e-mail" section="download-folded">
          {() => <DownloadForm document={model.plan.brochure} titled={false} />}
        </FoldedSection>
        <ShareForm target={{ planId: model.plan.id }} subject={model.plan.name} />
      </div>
    </div>
  );
}
