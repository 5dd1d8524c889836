import { defineAction } from '../action';

/** The top alert bar: the visible alert from the database, if any. */
export const alert = defineAction({
  cacheable: true,
  schema: { type: 'object' },
  async handle(_data: Record<string, unknown>, context) {
    const row = await context.db
      .selectFrom('alerts')
      .select(['title', 'text'])
      .where('visible', '=', true)
      .orderBy('id')
      .executeTakeFirst();
    return row === undefined ? { visible: false, data: null } : { visible: true, data: row };
  },
});
