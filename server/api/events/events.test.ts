import { describe, expect, it } from 'vitest';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets } from '../../testing/test-server';
import type { EventSummary } from './list';

const signupData = {
  firstName: 'Pat',
  lastName: 'Quinn',
  email: 'Pat.Quinn@example.com',
  eventId: 'benefits-webinar',
};

describe.each(databaseTargets())('events api on %s', (target) => {
  const server = suiteServer(target);

  it('lists the events still to come, soonest first', async () => {
    const answer = await server.call<{ events: EventSummary[] }>(
      'events',
      'list',
      {},
      {
        method: 'GET',
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.events.map((event) => event.id)).toEqual([
      'benefits-webinar',
      'retirement-planning-workshop',
    ]);
    server.clock.advance(30 * 24 * 60 * 60 * 1000);
    const later = await server.call<{ events: EventSummary[] }>('events', 'list');
    expect(later.body.events.map((event) => event.id)).toEqual(['retirement-planning-workshop']);
    server.clock.set(new Date());
  });

  it('stores a sign-up once per e-mail address and event', async () => {
    const answer = await server.call('events', 'signup', signupData);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Thank you. You are signed up for Member benefits webinar.');
    const again = await server.call('events', 'signup', {
      ...signupData,
      email: 'pat.quinn@example.com',
    });
    expect(again.status).toBe(200);
    const rows = await server.db.selectFrom('event_signups').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event_id: 'benefits-webinar',
      first_name: 'Pat',
      last_name: 'Quinn',
      email: 'pat.quinn@example.com',
    });
  });

  it("answers with the validators' messages", async () => {
    const answer = await server.call('events', 'signup', {
      ...signupData,
      firstName: 'A name longer than fifteen',
      email: 'not-an-email',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Check form fields and try again');
    expect(answer.body.errors).toMatchObject({ email: 'This field must be a valid email' });
    expect(Object.keys(answer.body.errors as object)).toContain('firstName');
    const blank = await server.call('events', 'signup', { ...signupData, lastName: '  ' });
    expect(blank.body.errors).toEqual({ lastName: 'This field is required' });
  });

  it('refuses an event that is unknown or over', async () => {
    const unknown = await server.call('events', 'signup', { ...signupData, eventId: 'no-such' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: 'Check form fields and try again',
      errors: { eventId: 'This field is invalid' },
    });
    server.clock.advance(60 * 24 * 60 * 60 * 1000);
    const over = await server.call('events', 'signup', signupData);
    expect(over.status).toBe(400);
    server.clock.set(new Date());
  });
});
