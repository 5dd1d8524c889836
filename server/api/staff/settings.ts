import { localTimeOf } from './local-time';
import { staffAction, type StaffInput } from './staff-action';

/** Every setting staff can change: the alert, SEO entries, the election, the scholarship window. */
export const settings = staffAction('settings', {
  properties: {},
  async handle(_input: StaffInput, context) {
    const [alert, seo, election, scholarship] = await Promise.all([
      context.db.selectFrom('alerts').selectAll().orderBy('id').executeTakeFirst(),
      context.db.selectFrom('seo_entries').selectAll().orderBy('path').execute(),
      context.siteSettings.election(),
      context.siteSettings.scholarship(),
    ]);
    return {
      alert: {
        title: alert?.title ?? '',
        text: alert?.text ?? '',
        visible: alert?.visible ?? false,
        showsFrom: localTimeOf(alert?.shows_from ?? null),
        showsUntil: localTimeOf(alert?.shows_until ?? null),
      },
      seo,
      election,
      scholarship,
    };
  },
  auditDetail: () => ({}),
});
