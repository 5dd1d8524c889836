import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiMessages, runRequest } from '../api';
import { PageHeading } from '../app/PageHeading';
import { BareChrome } from '../components/BareChrome';
import { eventStartText, eventsPage } from '../content/events';
import { EventSignupForm } from './EventSignupForm';
import { isEventList, type AssociationEvent } from './events-response';

type EventsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly events: readonly AssociationEvent[] };

/** Events change between builds: the page asks the events api for the ones still to come. */
function useUpcomingEvents(): EventsState {
  const [state, setState] = useState<EventsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void runRequest({ api: 'events', action: 'list', method: 'GET', validate: isEventList }).then(
      (result) => {
        if (!live) return;
        setState(result.ok ? { status: 'ready', events: result.data.events } : { status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

function EventList({ events }: { readonly events: readonly AssociationEvent[] }) {
  return (
    <ul className="link-cards events">
      {events.map((event) => (
        <li key={event.id}>
          <h2>{event.title}</h2>
          <p>
            {eventStartText(event.startsAt)} · {event.location}
          </p>
          <p>{event.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** /events/ (bare layout): the events to come and their digital sign-up. */
export function EventsPage() {
  const state = useUpcomingEvents();
  return (
    <BareChrome>
      <PageHeading lead={eventsPage.lead}>{eventsPage.heading}</PageHeading>
      {state.status === 'loading' ? <p role="status">{eventsPage.loading}</p> : null}
      {state.status === 'error' ? <p role="alert">{apiMessages.apiError}</p> : null}
      {state.status === 'ready' && state.events.length === 0 ? <p>{eventsPage.none}</p> : null}
      {state.status === 'ready' && state.events.length > 0 ? (
        <>
          <EventList events={state.events} />
          <EventSignupForm events={state.events} />
        </>
      ) : null}
      <p>
        <Link to="/">{eventsPage.homeLink}</Link>
      </p>
    </BareChrome>
  );
}
