import { defineAction } from '../action';

export interface EventSummary {
  id: string;
  title: string;
  startsAt: string;
  location: string;
  description: string;
}

/** The events still to come, soonest first (the /events/ page). */
export const list = defineAction({
  schema: { type: 'object', properties: {} },
  async handle(_data: Record<string, never>, context) {
    const rows = await context.db
      .selectFrom('events')
      .selectAll()
      .where('starts_at', '>', context.now())
      .orderBy('starts_at')
      .execute();
    const events: EventSummary[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      startsAt: new Date(row.starts_at).toISOString(),
      location: row.location,
      description: row.description,
    }));
    return { events };
  },
});
