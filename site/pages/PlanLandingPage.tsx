import { PageHeading } from '../app/PageHeading';
import { PlanDetails } from '../components/PlanDetails';
import type { PageProps } from './pageProps';

export function PlanLandingPage({ model }: PageProps) {
  if (model?.kind !== 'plan') return null;
  return (
    <div className="page">
      <PageHeading lead={model.plan.summary}>{model.plan.name}</PageHeading>
      <PlanDetails plan={model.plan} />
    </div>
  );
}
