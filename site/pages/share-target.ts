import { encodeShareData, type SharedTarget } from '../../validators';
import { mainStore } from '../stores';
import { readUtmCookies } from '../tracking';

/**
 * The /shareapp/ data of a form or plan as this visitor would share it: with the agent they
 * came through and their UTM values, so the person they send it to is credited alike. Values
 * the link cannot carry are left out rather than spoil it.
 */
export function shareDataFor(target: { formId: string } | { planId: string }): string {
  const agent = mainStore.getState().agentUrl.slug;
  const utm = readUtmCookies();
  const full: SharedTarget = {
    ...target,
    ...(agent ? { agent } : {}),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
  return encodeShareData(full) || encodeShareData(target);
}
