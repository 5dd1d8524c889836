import { formById } from '../../../forms';
import { planById } from '../../../plans';
import type { SharedTarget } from '../../../validators';

/** What a share link opens: an application form or a plan's page, its title and its path. */
export interface SharedPage {
  kind: 'application' | 'plan';
  title: string;
  route: string;
}

/** The page a target opens; undefined for a form or plan the site does not serve. */
export function sharedPageOf(target: SharedTarget): SharedPage | undefined {
  if (target.formId !== undefined) {
    const form = formById(target.formId);
    return form ? { kind: 'application', title: form.title, route: form.route } : undefined;
  }
  const plan = target.planId === undefined ? undefined : planById(target.planId);
  return plan?.landingPage
    ? { kind: 'plan', title: plan.name, route: plan.landingPage }
    : undefined;
}
