import { useCallback, useEffect, useRef, useState } from 'react';
import { idleGraceMs, idleTimeoutMs } from '../config';
import { userStore, useUser } from '../stores';
import { Modal } from './Modal';

const activityEvents = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Someone idle for idleTimeoutMs while `active` is warned, then logged out (`onLogout`) after
 * idleGraceMs unless they stay: a member, or a super-admin in the staff console.
 */
export function IdleWarning({
  active,
  onLogout,
}: {
  readonly active: boolean;
  readonly onLogout: () => void;
}) {
  const [warning, setWarning] = useState(false);
  // A warning shown goes once inactive (adjusted in render); the effect below stops the timers.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (!active) setWarning(false);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timers call the latest onLogout; refs are written after rendering, not during it.
  const logout = useRef(onLogout);
  useEffect(() => {
    logout.current = onLogout;
  }, [onLogout]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setWarning(true);
      timer.current = setTimeout(() => {
        setWarning(false);
        logout.current();
      }, idleGraceMs);
    }, idleTimeoutMs);
  }, []);

  useEffect(() => {
    if (!active) return;
    schedule();
    return () => clearTimeout(timer.current);
  }, [active, schedule]);

  useEffect(() => {
    if (!active || warning) return;
    const onActivity = () => schedule();
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, onActivity);
    };
  }, [active, warning, schedule]);

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
        <button type="button" className="button button--quiet" onClick={() => logout.current()}>
          Log out now
        </button>
      </div>
    </Modal>
  );
}

/** A member idle for idleTimeoutMs is warned, then logged out after idleGraceMs unless they stay. */
export function IdleWatcher() {
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  const logout = useCallback(() => void userStore.getState().logout(), []);
  return <IdleWarning active={isLoggedIn} onLogout={logout} />;
}
