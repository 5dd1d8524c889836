import { PageHeading } from '../app/PageHeading';
import { PlanDetails } from '../components/PlanDetails';
import { DownloadForm } from './DownloadForm';
import type { PageProps } from './pageProps';
import { ShareForm } from './ShareForm';

export function PlanLandingPage({ model }: PageProps) {
  if (model?.kind !== 'plan') return null;
  return (
    <div className="page">
      <PageHeading lead={model.plan.summary}>{model.plan.name}</PageHeading>
      <PlanDetails plan={model.plan} />
      <div className="page-forms">
        <DownloadForm document={model.plan.brochure} />
        <ShareForm target={{ planId: model.plan.id }} subject={model.plan.name} />
      </div>
    </div>
  );
}
