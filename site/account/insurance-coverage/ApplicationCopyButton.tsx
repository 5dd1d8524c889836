import { useState } from 'react';
import { downloadApplicationCopy } from '../../apply/application-copy';

/**
 * The member's PDF copy of an application they sent online (the one its confirmation e-mail
 * carries), fetched with their session: the server gives it to its owner only.
 */
export function ApplicationCopyButton({
  applicationId,
  label,
}: {
  readonly applicationId: string;
  /** What the application is, read with the button: 'Term 90 Plus'. */
  readonly label: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const download = async () => {
    setBusy(true);
    setFailure(await downloadApplicationCopy(applicationId));
    setBusy(false);
  };
  return (
    <>
      {' '}
      <button type="button" className="link-button" disabled={busy} onClick={() => void download()}>
        Download a copy (PDF)<span className="visually-hidden"> of your {label} application</span>
      </button>
      {failure && <span role="alert"> {failure}</span>}
    </>
  );
}
