import { randomUUID } from 'node:crypto';
import { messages } from '../../../validators';
import { throttleAddress, throttleTarget } from '../../auth/request-throttle';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';
import { personNameProperties } from '../../schemas/person-name';

interface EventSignupData {
  firstName: string;
  lastName: string;
  email: string;
  eventId: string;
}

/** The digital sign-up of the /events/ page; signing up twice for an event is answered the same. */
export const signup = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['firstName', 'lastName', 'email', 'eventId'],
    properties: {
      ...personNameProperties,
      email: { type: 'string', minLength: 1, rule: 'email' },
      eventId: { type: 'string', minLength: 1, maxLength: 100 },
    },
  },
  async handle(data: EventSignupData, context) {
    const email = data.email.trim().toLowerCase();
    const { signupPerAddress, signupPerTarget } = context.config.throttle;
    await throttleAddress(context, 'events.signup', signupPerAddress);
    await throttleTarget(context, 'events.signup', email, signupPerTarget);
    const event = await context.db
      .selectFrom('events')
      .select(['id', 'title'])
      .where('id', '=', data.eventId)
      .where('starts_at', '>', context.now())
      .executeTakeFirst();
    if (event === undefined)
      throw new ApiError(400, messages.checkFormFields, { eventId: messages.invalid });
    await context.db
      .insertInto('event_signups')
      .values({
        id: randomUUID(),
        event_id: event.id,
        first_name: data.firstName.trim(),
        last_name: data.lastName.trim(),
        email,
      })
      .onConflict((conflict) => conflict.columns(['event_id', 'email']).doNothing())
      .execute();
    return { message: `Thank you. You are signed up for ${event.title}.` };
  },
});
