// The /events/ page: association events from the events api, and their digital sign-up.
export const eventsPage = {
  heading: 'Association events',
  lead: 'Webinars and workshops for members and their families, run by the association. Choose an event and sign up below.',
  loading: 'Loading events…',
  none: 'There are no upcoming events right now. Please check again soon.',
  formHeading: 'Sign up for an event',
  eventLabel: 'Event',
  chooseEvent: 'Choose an event',
  submit: 'Sign me up',
  homeLink: 'Visit the association’s home page',
} as const;

const eventTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** When an event starts, on the association's (New York) clock. */
export function eventStartText(startsAt: string): string {
  return eventTime.format(new Date(startsAt));
}
