import { Link } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { BareChrome } from '../components/BareChrome';
import { PlanDetails } from '../components/PlanDetails';
import { useMain } from '../stores';
import type { PageProps } from './page-props';

/** Campaign landing pages carry no site navigation: one plan, one message, one action. */
export function CampaignPage({ model }: PageProps) {
  const ageRange = useMain((state) => state.queryParams.ageRange);
  if (model?.kind !== 'plan' || !model.campaign) return null;
  const { campaign } = model;
  const band = ageRange
    ? model.plan.quickStepLimits.find((limit) => limit.ages === ageRange.replace('-', ' to '))
    : undefined;
  return (
    <BareChrome>
      <PageHeading lead={campaign.pitch}>{campaign.headline}</PageHeading>
      {band ? (
        <p className="callout" data-testid="age-range">
          At ages {band.ages} you can apply for up to {band.maxCoverage} of coverage.
        </p>
      ) : null}
      <PlanDetails plan={model.plan} />
      <p>
        <Link to="/">Visit the association’s home page</Link>
      </p>
    </BareChrome>
  );
}
