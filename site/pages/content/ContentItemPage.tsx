import { Link } from 'react-router';
import { apiMessages } from '../../api';
import { DocumentMeta } from '../../app/DocumentMeta';
import { PageHeading } from '../../app/PageHeading';
import type { ContentCard } from '../../models/page-model';
import type { PageProps } from '../page-props';
import { ContentBody } from './ContentBody';
import { longDate } from './dates';
import { useContentItem } from './use-content-model';
import { VideoPlayer } from './VideoPlayer';

const text = (card: ContentCard, field: string) => {
  const value = card.fields[field];
  return typeof value === 'string' ? value : undefined;
};

function Dates({ item }: { readonly item: ContentCard }) {
  if (item.type === 'page') return null;
  return (
    <p className="content-meta">
      {text(item, 'category') ? <span>{text(item, 'category')} · </span> : null}
      Published <time dateTime={item.published}>{longDate(item.published)}</time>
      {item.updated ? (
        <>
          {' '}
          · Updated <time dateTime={item.updated}>{longDate(item.updated)}</time>
        </>
      ) : null}
    </p>
  );
}

/** An article, video, guide, outreach item, life event, section or page of content/. */
export function ContentItemPage({ entry, params, model }: PageProps) {
  const state = useContentItem(entry, params, model);
  if (state.status === 'loading')
    return (
      <p className="page" role="status">
        Loading…
      </p>
    );
  if (state.status === 'error' || state.model.kind !== 'contentItem')
    return (
      <div className="page">
        <p role="alert">{state.status === 'error' ? state.message : apiMessages.nothingFound}</p>
      </div>
    );
  const { item, related, sections, parent } = state.model;
  const src = text(item, 'src');
  const eventPath = item.type === 'life-event' ? item.path : parent?.path;
  return (
    <div className="page page--reading">
      <DocumentMeta
        path={item.path}
        meta={{ title: `${item.title} | MBA`, description: item.summary }}
      />
      {parent ? (
        <p className="content-parent">
          <Link to={parent.path}>{parent.title}</Link>
        </p>
      ) : null}
      <PageHeading lead={item.summary}>{item.title}</PageHeading>
      <Dates item={item} />
      {text(item, 'eventDate') || text(item, 'location') ? (
        <p className="content-meta">
          {[
            text(item, 'eventDate') && longDate(text(item, 'eventDate') ?? ''),
            text(item, 'location'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      {src ? (
        <VideoPlayer
          title={item.title}
          src={src}
          poster={text(item, 'poster')}
          duration={text(item, 'duration')}
        />
      ) : null}
      <ContentBody html={item.html} />
      {sections.length > 0 && eventPath ? (
        <nav aria-label={parent ? `Steps of ${parent.title}` : 'Steps of this life event'}>
          <h2>{parent ? `More on ${parent.title.toLowerCase()}` : 'Steps to take'}</h2>
          <ol className="link-cards">
            {sections.map((section) => (
              <li key={section.path}>
                {section.path === item.path ? (
                  <span aria-current="page">{section.title}</span>
                ) : (
                  <Link to={section.path}>{section.title}</Link>
                )}
                <p>{section.summary}</p>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">Related</h2>
          <ul className="link-cards">
            {related.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.title}</Link>
                <p>{link.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
