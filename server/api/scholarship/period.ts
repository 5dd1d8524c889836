import { defineAction } from '../action';
import { periodState } from './period-state';

/**
 * The scholarship application period and whether it is open now, for the program's page: the
 * local times as configured (the page writes them out) and the time zone they are in.
 */
export const period = defineAction({
  methods: ['GET'],
  schema: { type: 'object' },
  async handle(_data: Record<string, unknown>, context) {
    const configured = await context.siteSettings.scholarship();
    return {
      state: periodState(context.now(), configured),
      start: configured.start,
      end: configured.end,
      timeZone: configured.timeZone,
    };
  },
});
