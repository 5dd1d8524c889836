import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { SiteLink } from '../app/SiteNavigation';
import { BareChrome } from '../components/BareChrome';
import { apiMessages } from '../api';
import { mainStore, queryParamsOf } from '../stores';
import { formatPhone } from '../../validators';
import { findAgent, type Agent, type AgentAddress } from './agent-lookup';
import type { PageProps } from './page-props';

type Lookup =
  { status: 'loading' } | { status: 'found'; address: AgentAddress } | { status: 'none' };

const loading: Lookup = { status: 'loading' };

function PlansLink() {
  return (
    <p>
      <Link to="/insurance-plans/" className="button button--primary button--large">
        Compare the plans
      </Link>
    </p>
  );
}

function AgentCard({ agent }: { readonly agent: Agent }) {
  return (
    <section className="agent-card" aria-label="Your agent" data-agent={agent.slug}>
      <h2 className="agent-card__name">
        {agent.firstName} {agent.lastName}
      </h2>
      <p className="agent-card__title">{agent.title}</p>
      <dl className="agent-card__contact">
        <dt>Phone</dt>
        <dd>
          <a href={`tel:+1${agent.phone}`}>{formatPhone(agent.phone)}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${agent.email}`}>{agent.email}</a>
        </dd>
      </dl>
    </section>
  );
}

/**
 * An agent's landing page, /agent/{formId?}/{slug?}/: the agent looked up (spec §3 agent URL
 * store, §7 "agent URL"), their card and the application they sell; the agent is remembered so
 * the application is credited to them. An unknown agent gets nothingFound (spec §8).
 */
export function AgentPage({ params }: PageProps) {
  const { search } = useLocation();
  const { formId, slug } = params;
  // A lookup keeps the address it answers: until the current address's arrives, it is loading.
  const request = `${formId ?? ''}/${slug ?? ''}${search}`;
  const [answered, setAnswered] = useState<{ request: string; lookup: Lookup }>();
  useEffect(() => {
    if (!formId) return undefined;
    let current = true;
    void findAgent(formId, slug).then((address) => {
      if (!current) return;
      setAnswered({ request, lookup: address ? { status: 'found', address } : { status: 'none' } });
      if (address?.agent)
        mainStore.getState().setAgentUrl({
          slug: address.agent.slug,
          formId: address.application?.formId ?? null,
          urlParams: queryParamsOf(search),
        });
    });
    return () => {
      current = false;
    };
  }, [formId, slug, search, request]);
  const lookup = answered?.request === request ? answered.lookup : loading;

  if (formId && lookup.status === 'none')
    return (
      <BareChrome>
        <PageHeading lead="We could not find the agent of this address. Please check the link your agent gave you, or call us: we will put you in touch.">
          {apiMessages.nothingFound}
        </PageHeading>
        <PlansLink />
      </BareChrome>
    );
  const agent = lookup.status === 'found' ? lookup.address.agent : null;
  const form = lookup.status === 'found' ? lookup.address.application : null;
  return (
    <BareChrome>
      <PageHeading lead="A licensed association agent can answer your questions and help you choose the coverage that fits your family and your budget.">
        {agent
          ? `Apply with ${agent.firstName} ${agent.lastName}`
          : 'Apply with the help of your agent'}
      </PageHeading>
      {formId && lookup.status === 'loading' ? <p role="status">Finding your agent…</p> : null}
      {agent ? <AgentCard agent={agent} /> : null}
      <p>
        Your agent will stay with you through the application. You can also compare every plan on
        your own and call us at any time during business hours.
      </p>
      {form ? (
        <>
          <p>
            The application for you: <strong>{form.title}</strong>.
          </p>
          <p>
            <SiteLink to={form.route} className="button button--primary button--large">
              Start the application
            </SiteLink>
          </p>
        </>
      ) : (
        <PlansLink />
      )}
    </BareChrome>
  );
}
