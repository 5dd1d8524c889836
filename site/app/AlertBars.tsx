import { useEffect, useState } from 'react';
import {
  alertStore,
  ballotBannerText,
  ballotStore,
  isBallotPeriod,
  showsBallotBanner,
  titledAlertShowing,
  useAlert,
  useBallot,
  useUser,
} from '../stores';

export function TopAlertBar() {
  const visible = useAlert((state) => state.visible && !state.hidden);
  const data = useAlert((state) => state.data);
  if (!visible || !data) return null;
  return (
    <section className="alert-bar" aria-label="Announcement" data-testid="top-alert">
      <div className="alert-bar__inner">
        <p>
          {data.title ? <strong>{data.title} </strong> : null}
          {data.text}
        </p>
        <button
          type="button"
          className="alert-bar__close"
          onClick={() => alertStore.getState().hide()}
        >
          Hide announcement
        </button>
      </div>
    </section>
  );
}

/** Ballot time is decided in the browser only, so the prerendered HTML never shows the banner. */
function useBallotPeriod(): boolean {
  const [inPeriod, setInPeriod] = useState(false);
  useEffect(() => setInPeriod(isBallotPeriod(Date.now())), []);
  return inPeriod;
}

export function BallotBanner() {
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  const bannerDismissed = useBallot((state) => state.bannerDismissed);
  const alertShowing = useAlert(titledAlertShowing);
  const ballotPeriod = useBallotPeriod();
  if (
    !showsBallotBanner({
      isLoggedIn,
      ballotPeriod,
      bannerDismissed,
      titledAlertShowing: alertShowing,
    })
  )
    return null;
  return (
    <section className="ballot-banner" aria-label="Board election" data-testid="ballot-banner">
      <div className="alert-bar__inner">
        <p>{ballotBannerText}</p>
        <button
          type="button"
          className="alert-bar__close"
          onClick={() => ballotStore.getState().dismissBanner()}
        >
          Dismiss
        </button>
      </div>
    </section>
  );
}
