import { useEffect, useState } from 'react';
import { apiMessages } from '../api';
import { PageHeading } from '../app/PageHeading';
import type { PageProps } from '../pages/page-props';
import { ResumeLinkForm } from './ResumeLinkForm';
import { openSavedApplication } from './saved-application';

type Shown = { status: 'opening' } | { status: 'refused'; message: string };

/**
 * /resume/<token>/, the link e-mailed by "Save and finish later": the saved application goes
 * into this browser and its page opens where it stopped, in place of this one (the dead link
 * leaves the history). A dead link says so, shows nothing of any application, and offers a new
 * link by e-mail.
 */
export default function ResumePage({ params }: PageProps) {
  const token = params.token ?? '';
  const [shown, setShown] = useState<Shown>({ status: 'opening' });
  useEffect(() => {
    let live = true;
    openSavedApplication(token).then(
      (opened) => {
        if (opened.status === 'restored') window.location.replace(opened.route);
        else if (live) setShown(opened);
      },
      (error: unknown) => {
        console.error('The saved application could not be opened', error);
        if (live) setShown({ status: 'refused', message: apiMessages.apiError });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (shown.status === 'opening')
    return (
      <div className="page page--reading">
        <PageHeading>Your saved application</PageHeading>
        <p role="status">Opening your saved application…</p>
      </div>
    );
  return (
    <div className="page page--reading" data-page="resume-refused">
      <PageHeading>This link cannot be used</PageHeading>
      <p role="alert">{shown.message}</p>
      <h2>Get a new link</h2>
      <ResumeLinkForm />
    </div>
  );
}
