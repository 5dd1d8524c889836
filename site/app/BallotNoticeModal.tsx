import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ballotNotice } from '../content/ballot-notice';
import { authModalStore, ballotStore, showsBallotNotice, useBallot, useUser } from '../stores';
import { Modal } from './Modal';
import { useBallotPeriod } from './use-ballot-period';

/** The election notice, opened from the ballot banner; closing it hides the ballot alert. */
export function BallotNoticeModal() {
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  const noticeModalOpen = useBallot((state) => state.noticeModalOpen);
  const alertVisible = useBallot((state) => state.alertVisible);
  const { ballotPeriod, election } = useBallotPeriod();
  const notice = useMemo(() => ballotNotice(election), [election]);
  const close = useCallback(() => ballotStore.getState().closeNoticeModal(), []);
  const logIn = () => {
    ballotStore.getState().closeNoticeModal();
    authModalStore.getState().openModal('login');
  };
  const open = showsBallotNotice({ isLoggedIn, alertVisible, ballotPeriod, noticeModalOpen });
  // Closing hides the banner whose button opened the notice, so focus has nowhere to return to:
  // it goes to the page's main content instead of being lost on the body.
  const wasOpen = useRef(false);
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasOpen.current && !open && focusLost) document.getElementById('main')?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <Modal open={open} title={notice.title} onClose={close} name="ballot-notice">
      {notice.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={logIn}>
          {notice.logIn}
        </button>
        <button type="button" className="button button--quiet" onClick={close}>
          {notice.close}
        </button>
      </div>
    </Modal>
  );
}
