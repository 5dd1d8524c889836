import { LazyApi, type ApiSource } from './action';
import { aqua } from './aqua';
import { contact } from './contact';
import { content } from './content';
import { events } from './events';
import { scholarship } from './scholarship';
import { policy } from './policy';

/**
 * Every api served at /api, by name. Adding one: a folder under server/api/ whose index.ts
 * exports its actions, and one line here (a LazyApi when its code is large).
 */
export const apis: Record<string, ApiSource> = {
  // The form definitions load with the first agent page.
  agents: new LazyApi(['find'], async () => {
    const { agents } = await import('./agents');
    return agents;
  }),
  aqua,
  application: new LazyApi(
    ['step', 'submit', 'draft', 'drafts', 'save', 'resume', 'resumeLink', 'copy', 'claim'],
    async () => {
      const { application } = await import('./application');
      return application;
    },
  ),
  contact,
  // pdf-lib and the plan catalogue load with the calculator's or the quote box's first request.
  calculator: new LazyApi(['plans', 'pdf', 'email', 'quote'], async () => {
    const { calculator } = await import('./calculator');
    return calculator;
  }),
  content,
  // The plan catalogue and pdf-lib load with the download form's first request.
  download: new LazyApi(['documents', 'sendDocument'], async () => {
    const { download } = await import('./download');
    return download;
  }),
  events,
  scholarship,
  policy,
  // The forms and the plan catalogue load with the first link shared.
  share: new LazyApi(['application', 'benchmark', 'target'], async () => {
    const { share } = await import('./share');
    return share;
  }),
  // The staff console: forms and every staff action, asked for by a few super-admins only.
  staff: new LazyApi(
    [
      'session',
      'logout',
      'applications',
      'application',
      'revealSsn',
      'decideApplication',
      'linkApplication',
      'auditLog',
      'members',
      'member',
      'changeMemberStatus',
      'unlockLogin',
      'resendUsername',
      'resendPasswordReset',
      'settings',
      'updateAlert',
      'saveSeoEntry',
      'deleteSeoEntry',
      'updateElection',
      'updateScholarship',
    ],
    async () => {
      const { staff } = await import('./staff');
      return staff;
    },
  ),
};

/** Loads every lazy api, e.g. once the server answers, so no member waits for it later. */
export async function loadLazyApis(sources: Record<string, ApiSource> = apis): Promise<void> {
  await Promise.all(
    Object.values(sources).map((source) => (source instanceof LazyApi ? source.load() : undefined)),
  );
}
