import { useEffect, useState } from 'react';
import { runRequest } from '../../api';
import { SiteLink } from '../../app/SiteNavigation';
import { useMember } from '../use-member';
import { isDraftsAnswer, type UnfinishedApplication } from './unfinished-applications';

const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/**
 * The applications the member began, on any device, and has not sent: where each stopped and a
 * link that takes it up there. Shown only when there is one (a failed look-up shows nothing:
 * the rest of the overview does not depend on it).
 */
export function UnfinishedApplications() {
  const { auth } = useMember();
  const [drafts, setDrafts] = useState<readonly UnfinishedApplication[]>([]);
  useEffect(() => {
    let live = true;
    void runRequest({
      api: 'application',
      action: 'drafts',
      data: { memberId: auth.memberId, memberToken: auth.memberToken },
      validate: isDraftsAnswer,
    }).then((result) => {
      if (live && result.ok) setDrafts(result.data.drafts);
    });
    return () => {
      live = false;
    };
  }, [auth.memberId, auth.memberToken]);
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby="account-unfinished" className="account-card">
      <h2 id="account-unfinished">Applications you have not finished</h2>
      <ul className="unfinished-applications">
        {drafts.map((draft) => (
          <li key={draft.formId} data-unfinished={draft.formId}>
            <strong>{draft.title}</strong>
            {draft.stoppedAfter ? `: you stopped after “${draft.stoppedAfter}”` : null}, on{' '}
            {dayOf(draft.updatedAt)}.{' '}
            <SiteLink to={draft.route}>
              Continue<span className="visually-hidden"> your {draft.title}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
