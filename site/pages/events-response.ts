/** One event of the events api's list answer. */
export interface AssociationEvent {
  readonly id: string;
  readonly title: string;
  readonly startsAt: string;
  readonly location: string;
  readonly description: string;
}

function isEvent(value: unknown): value is AssociationEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return ['id', 'title', 'startsAt', 'location', 'description'].every(
    (key) => typeof event[key] === 'string',
  );
}

export function isEventList(body: unknown): body is { events: AssociationEvent[] } {
  if (typeof body !== 'object' || body === null) return false;
  const { events } = body as { events?: unknown };
  return Array.isArray(events) && events.every(isEvent);
}
