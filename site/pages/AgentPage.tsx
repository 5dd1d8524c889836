import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { BareChrome } from '../components/BareChrome';
import { mainStore, queryParamsOf } from '../stores';
import type { PageProps } from './pageProps';

/** An agent's personal landing page: remembers the agent's form and slug for the application. */
export function AgentPage({ params }: PageProps) {
  const { search } = useLocation();
  const formId = params.formId ?? null;
  const slug = params.slug ?? null;
  useEffect(() => {
    if (formId || slug)
      mainStore.getState().setAgentUrl({ formId, slug, urlParams: queryParamsOf(search) });
  }, [formId, slug, search]);
  return (
    <BareChrome>
      <PageHeading lead="A licensed association agent can answer your questions and help you choose the coverage that fits your family and your budget.">
        Apply with the help of your agent
      </PageHeading>
      <p>
        Your agent will stay with you through the application. You can also compare every plan on
        your own and call us at any time during business hours.
      </p>
      <p>
        <Link to="/insurance-plans/" className="button button--primary button--large">
          Compare the plans
        </Link>
      </p>
    </BareChrome>
  );
}
