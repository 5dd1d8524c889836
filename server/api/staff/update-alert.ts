import { fieldErrors } from '../../http/api-error';
import { instantOf, localTimePattern } from './local-time';
import { staffAction, type StaffInput } from './staff-action';

interface AlertData extends StaffInput {
  title: string;
  text: string;
  visible: boolean;
  showsFrom?: string;
  showsUntil?: string;
}

export const alertTextRequiredMessage = 'Enter the alert text.';
export const alertDatesMessage = 'The end must come after the start.';

/** The top alert of every page: what it says, whether and when it shows (pages within 10 s). */
export const updateAlert = staffAction('updateAlert', {
  properties: {
    title: { type: 'string', maxLength: 120 },
    text: { type: 'string', maxLength: 600 },
    visible: { type: 'boolean' },
    showsFrom: { type: 'string', pattern: localTimePattern },
    showsUntil: { type: 'string', pattern: localTimePattern },
  },
  required: ['title', 'text', 'visible'],
  async handle(input: AlertData, context) {
    const text = input.text.trim();
    if (text === '') throw fieldErrors({ text: alertTextRequiredMessage });
    const from = instantOf(input.showsFrom);
    const until = instantOf(input.showsUntil);
    if (from && until && until <= from) throw fieldErrors({ showsUntil: alertDatesMessage });
    const row = {
      title: input.title.trim(),
      text,
      visible: input.visible,
      shows_from: from,
      shows_until: until,
    };
    await context.db
      .insertInto('alerts')
      .values({ id: 'main', ...row })
      .onConflict((c) => c.column('id').doUpdateSet(row))
      .execute();
    return { ok: true };
  },
});
