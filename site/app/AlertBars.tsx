import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  alertStore,
  ballotBannerText,
  ballotStore,
  showsBallotBanner,
  titledAlertShowing,
  useAlert,
  type AlertState,
  useBallot,
  useUser,
} from '../stores';
import { useBallotPeriod } from './use-ballot-period';

/**
 * Where the server puts the current alert into the HTML it sends (server/static-files/alert-slot.ts
 * writes the same markup as below), so the bar is there at first paint and hydration matches it.
 */
export const topAlertSlot = 'top-alert';

/**
 * The alert store as it is now, during hydration too: the store starts from the alert the server
 * put into the page, so hydration must see that state rather than the store's initial one (the
 * server snapshot zustand's hook would give) to match the HTML.
 */
function useCurrentAlert<T>(selector: (state: AlertState) => T): T {
  const read = () => selector(alertStore.getState());
  return useSyncExternalStore(alertStore.subscribe, read, read);
}

/**
 * Whether the element's text scrolls within it. With large text the announcement's text is a few
 * lines that scroll (styles/layout.css, "Large text"): it then takes keyboard focus, so a keyboard
 * can scroll it in every browser. Decided after hydration, so the server's markup still matches.
 */
function useScrollsWithin(element: HTMLElement | null, content: unknown): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, content]);
  return scrolls;
}

export function TopAlertBar() {
  const visible = useCurrentAlert((state) => state.visible && !state.hidden);
  const data = useCurrentAlert((state) => state.data);
  const folded = useCurrentAlert((state) => state.folded);
  const opened = useCurrentAlert((state) => state.opened);
  const [text, setText] = useState<HTMLParagraphElement | null>(null);
  const scrolls = useScrollsWithin(text, data);
  if (!visible || !data) return <template data-slot={topAlertSlot} />;
  const className = `alert-bar${folded ? ' alert-bar--folded' : ''}${opened ? ' alert-bar--open' : ''}`;
  return (
    <section className={className} aria-label="Announcement" data-testid="top-alert">
      <div className="alert-bar__inner">
        <p ref={setText} id="top-alert-text" tabIndex={scrolls ? 0 : undefined}>
          {data.title ? <strong>{`${data.title} `}</strong> : null}
          {data.text}
        </p>
        {folded ? (
          <button
            type="button"
            className="alert-bar__more"
            aria-controls="top-alert-text"
            aria-expanded={opened}
            onClick={() => alertStore.getState().toggleOpened()}
          >
            Show all
          </button>
        ) : null}
        <button
          type="button"
          className="alert-bar__close"
          onClick={() => alertStore.getState().hide()}
        >
          {/* Under large text on a phone 'announcement' is wider than the screen: the button
              then shows 'Hide' and keeps its full name for a screen reader. */}
          Hide<span className="alert-bar__close-what"> announcement</span>
        </button>
      </div>
    </section>
  );
}

export function BallotBanner() {
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  const bannerDismissed = useBallot((state) => state.bannerDismissed);
  const alertVisible = useBallot((state) => state.alertVisible);
  const alertShowing = useAlert(titledAlertShowing);
  const { ballotPeriod } = useBallotPeriod();
  if (
    !showsBallotBanner({
      isLoggedIn,
      alertVisible,
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
          onClick={() => ballotStore.getState().openNoticeModal()}
        >
          About the election
        </button>
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
