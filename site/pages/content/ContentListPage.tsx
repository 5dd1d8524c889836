import { Link } from 'react-router';
import { PageHeading } from '../../app/PageHeading';
import type { ContentCard } from '../../models/page-model';
import { contentListRoutes, financialResourcesPath, routeTable } from '../../routes';
import type { PageProps } from '../page-props';
import { ContentBody } from './ContentBody';
import { longDate } from './dates';
import { useContentList } from './use-content-model';

const faqGroups = [
  'Membership',
  'Applying',
  'Payments',
  'Coverage and claims',
  'Beneficiaries',
  'My account',
];

const field = (card: ContentCard, name: string) => {
  const value = card.fields[name];
  return typeof value === 'string' ? value : undefined;
};

/** Items shown whole, each under a linkable heading (military resources, seminars, summaries). */
function Sections({ items }: { readonly items: readonly ContentCard[] }) {
  return (
    <>
      {items.map((item) => (
        <section key={item.slug} id={item.slug} aria-labelledby={`${item.slug}-heading`}>
          <h2 id={`${item.slug}-heading`}>
            <a href={`#${item.slug}`}>{item.title}</a>
          </h2>
          {field(item, 'presenter') || field(item, 'duration') || field(item, 'period') ? (
            <p className="content-meta">
              {[field(item, 'period'), field(item, 'presenter'), field(item, 'duration')]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <ContentBody html={item.html} />
        </section>
      ))}
    </>
  );
}

/** The FAQs by group, each question a linkable anchor (/faqs-forms/faqs/#slug). */
function Faqs({ items }: { readonly items: readonly ContentCard[] }) {
  const groups = [...new Set(items.map((item) => field(item, 'group') ?? ''))].sort(
    (a, b) =>
      (faqGroups.indexOf(a) + 1 || faqGroups.length + 1) -
      (faqGroups.indexOf(b) + 1 || faqGroups.length + 1),
  );
  return (
    <>
      {groups.map((group) => (
        <section key={group} aria-label={group}>
          <h2>{group}</h2>
          {items
            .filter((item) => field(item, 'group') === group)
            .map((item) => (
              <div className="faq" key={item.slug} id={item.slug}>
                <h3>
                  <a href={`#${item.slug}`}>{item.title}</a>
                </h3>
                <ContentBody html={item.html} />
              </div>
            ))}
        </section>
      ))}
    </>
  );
}

function Cards({ items }: { readonly items: readonly ContentCard[] }) {
  return (
    <ul className="link-cards">
      {items.map((item) => (
        <li key={item.path}>
          <Link to={item.path}>{item.title}</Link>
          <p>{item.summary}</p>
          <p className="content-meta">
            {[
              field(item, 'category'),
              field(item, 'duration'),
              item.type === 'life-event' ? undefined : longDate(item.published),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

const calculatorRoutes = routeTable.filter((route) =>
  route.path.startsWith(`${financialResourcesPath}calculators/`),
);
const titleOf = (title: string) => title.replace(/ \| MBA$/, '');

/** The financial resources hub: every section, the calculators and the latest articles. */
function Hub({ items }: { readonly items: readonly ContentCard[] }) {
  const sections = contentListRoutes.filter(
    (route) =>
      route.path.startsWith(financialResourcesPath) && route.path !== financialResourcesPath,
  );
  return (
    <>
      <ul className="link-cards">
        {[...sections, ...calculatorRoutes].map((route) => (
          <li key={route.path}>
            <Link to={route.path}>{titleOf(route.title)}</Link>
            <p>{route.description}</p>
          </li>
        ))}
      </ul>
      <h2>Latest articles</h2>
      <Cards items={items} />
    </>
  );
}

/** A list page of content/: cards linking to items, or the items whole for section types. */
export function ContentListPage({ entry, model }: PageProps) {
  const state = useContentList(entry, model);
  const items =
    state.status === 'ready' && state.model.kind === 'contentList' ? state.model.items : [];
  const kind = entry.subject ?? '';
  return (
    <div className={kind === 'faq' ? 'page page--reading' : 'page'}>
      <PageHeading lead={entry.description}>{titleOf(entry.title)}</PageHeading>
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'error' ? <p role="alert">{state.message}</p> : null}
      {kind === 'financial-resources' ? <Hub items={items} /> : null}
      {kind === 'faq' ? <Faqs items={items} /> : null}
      {['military-resource', 'e-seminar', 'market-summary'].includes(kind) ? (
        <Sections items={items} />
      ) : null}
      {['article', 'video', 'get-educated', 'life-event', 'outreach'].includes(kind) ? (
        <Cards items={items} />
      ) : null}
      {state.status === 'ready' && state.more ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={state.more.loading}
          onClick={state.more.load}
        >
          Show more
        </button>
      ) : null}
    </div>
  );
}
