import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { SiteLink } from '../app/SiteNavigation';
import { BareChrome } from '../components/BareChrome';
import { mainStore } from '../stores';
import { storeUtmCookies } from '../tracking';
import type { PageProps } from './page-props';
import { useSharedPage, type SharedPage } from './shared-page';

/** The sender's agent and UTM values go with the visitor, so the application is credited alike. */
function useSharedCredit(shared: SharedPage | undefined): void {
  useEffect(() => {
    if (!shared) return;
    storeUtmCookies(new URLSearchParams(shared.utm).toString());
    if (shared.agent)
      mainStore.getState().setAgentUrl({
        slug: shared.agent,
        formId: null,
        urlParams: shared.utm,
      });
  }, [shared]);
}

function PlansLink({ children }: { readonly children: string }) {
  return (
    <p>
      <Link to="/insurance-plans/" className="button button--primary button--large">
        {children}
      </Link>
    </p>
  );
}

/**
 * /shareapp/{data}/, opened from a share-app or benchmark e-mail: `data` is base64url JSON of
 * the form or plan shared (validators/share-data.ts), which the share api resolves. A damaged
 * link says so and offers the plans.
 */
export function ShareAppPage({ params }: PageProps) {
  const lookup = useSharedPage(params.data);
  const shared = lookup.status === 'found' ? lookup.page : undefined;
  useSharedCredit(shared);
  if (!params.data)
    return (
      <BareChrome>
        <PageHeading lead="Someone who cares about you thought association coverage would be a good fit for your family.">
          Apply for coverage
        </PageHeading>
        <PlansLink>Choose a plan</PlansLink>
      </BareChrome>
    );
  if (lookup.status === 'loading')
    return (
      <BareChrome>
        <PageHeading>Opening the shared link</PageHeading>
        <p role="status">Finding what was shared with you…</p>
      </BareChrome>
    );
  if (!shared)
    return (
      <BareChrome>
        <PageHeading lead="The link you followed is incomplete: part of it may have been cut off when it was copied.">
          This shared link does not work
        </PageHeading>
        <p>
          Ask the person who sent it to share it again, or find the plan yourself: every plan has
          its application on its page.
        </p>
        <PlansLink>Compare the plans</PlansLink>
      </BareChrome>
    );
  return (
    <BareChrome>
      <PageHeading lead="Someone who cares about you thought association coverage would be a good fit for your family.">
        {shared.kind === 'application'
          ? 'An application was shared with you'
          : 'A plan was shared with you'}
      </PageHeading>
      <p>
        {shared.kind === 'application'
          ? `${shared.title}: applying takes about 15 minutes. You will need your date of birth, your service or federal employment details and the names of the people you want to name as beneficiaries.`
          : `${shared.title}: its page shows who can apply, the coverage and example rates, and its application.`}
      </p>
      <p>
        <SiteLink to={shared.route} className="button button--primary button--large">
          {shared.kind === 'application' ? 'Start the application' : `See ${shared.title}`}
        </SiteLink>
      </p>
    </BareChrome>
  );
}
