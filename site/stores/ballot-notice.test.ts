import { describe, expect, it } from 'vitest';
import { createBallotStore, showsBallotBanner, showsBallotNotice } from './ballot-store';
import { memoryStorage } from '../../engine';

const visitor = { isLoggedIn: false, alertVisible: true, ballotPeriod: true };

describe('ballot notice modal and alert flags', () => {
  it('shows the notice only once opened, to a logged-out visitor in the ballot period', () => {
    expect(showsBallotNotice({ ...visitor, noticeModalOpen: true })).toBe(true);
    expect(showsBallotNotice({ ...visitor, noticeModalOpen: false })).toBe(false);
    expect(showsBallotNotice({ ...visitor, noticeModalOpen: true, isLoggedIn: true })).toBe(false);
    expect(showsBallotNotice({ ...visitor, noticeModalOpen: true, ballotPeriod: false })).toBe(
      false,
    );
    expect(showsBallotNotice({ ...visitor, noticeModalOpen: true, alertVisible: false })).toBe(
      false,
    );
  });

  it('hides the banner once the alert is hidden', () => {
    const banner = { ...visitor, bannerDismissed: false, titledAlertShowing: false };
    expect(showsBallotBanner(banner)).toBe(true);
    expect(showsBallotBanner({ ...banner, alertVisible: false })).toBe(false);
  });

  it('dismissing the banner hides the alert and closes the notice', () => {
    const store = createBallotStore(() => memoryStorage());
    store.getState().openNoticeModal();
    store.getState().dismissBanner();
    expect(store.getState()).toMatchObject({
      noticeModalOpen: false,
      alertVisible: false,
      bannerDismissed: true,
    });
  });
});
