import { useCallback, useEffect, useRef, useState } from 'react';
import { idleGraceMs, idleTimeoutMs } from '../config';
import { userStore, useUser } from '../stores';
import { Modal } from './Modal';

const activityEvents = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** A member idle for idleTimeoutMs is warned, then logged out after idleGraceMs unless they stay. */
export function IdleWatcher() {
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  const [warning, setWarning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setWarning(true);
      timer.current = setTimeout(() => {
        setWarning(false);
        void userStore.getState().logout();
      }, idleGraceMs);
    }, idleTimeoutMs);
  }, []);

  useEffect(() => {
    if (!isLoggedIn) {
      clearTimeout(timer.current);
      setWarning(false);
      return;
    }
    schedule();
    return () => clearTimeout(timer.current);
  }, [isLoggedIn, schedule]);

  useEffect(() => {
    if (!isLoggedIn || warning) return;
    const onActivity = () => schedule();
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, onActivity);
    };
  }, [isLoggedIn, warning, schedule]);

  const stay = useCallback(() => {
    setWarning(false);
    schedule();
  }, [schedule]);

  return (
    <Modal open={warning} title="Are you still there?" onClose={stay} name="idle">
      <p>
        For your security, you will be logged out in {Math.round(idleGraceMs / 1000)} seconds
        because there has been no activity.
      </p>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={stay}>
          Stay logged in
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void userStore.getState().logout()}
        >
          Log out now
        </button>
      </div>
    </Modal>
  );
}
