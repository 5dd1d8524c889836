import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { StateStorage } from 'zustand/middleware';
import { election, isInElectionWindow } from '../../validators';
import type { ElectionWindow } from '../api';
import { expiringJsonStorage, persistExpiry, persistVersion } from './persistence';

export interface BallotFlags {
  readonly noticeModalOpen: boolean;
  readonly alertVisible: boolean;
  readonly bannerDismissed: boolean;
}

export interface BallotState extends BallotFlags {
  openNoticeModal(): void;
  closeNoticeModal(): void;
  dismissBanner(): void;
}

/**
 * The ballot period is the election window of spec 9: the one the server has in force (staff may
 * move it) when known, else the configured one (validators' calendar).
 */
export function isBallotPeriod(now: number, window: ElectionWindow | null = null): boolean {
  return isInElectionWindow(new Date(now), window ? { ...election, ...window } : election);
}

export const ballotBannerText =
  'Attention MBA members: Voting for Director Nominees is now live. Please log in to your account to cast your vote.';

export interface BallotBannerConditions {
  readonly isLoggedIn: boolean;
  /** False once the notice modal was closed or the banner dismissed (spec 4). */
  readonly alertVisible: boolean;
  readonly ballotPeriod: boolean;
  readonly bannerDismissed: boolean;
  readonly titledAlertShowing: boolean;
}

/** The notice modal shows to the same visitors as the banner, and only once opened from it. */
export function showsBallotNotice(
  conditions: Omit<BallotBannerConditions, 'titledAlertShowing' | 'bannerDismissed'> & {
    readonly noticeModalOpen: boolean;
  },
): boolean {
  return (
    conditions.noticeModalOpen &&
    conditions.alertVisible &&
    !conditions.isLoggedIn &&
    conditions.ballotPeriod
  );
}

export function showsBallotBanner(conditions: BallotBannerConditions): boolean {
  return (
    !conditions.isLoggedIn &&
    conditions.alertVisible &&
    conditions.ballotPeriod &&
    !conditions.bannerDismissed &&
    !conditions.titledAlertShowing
  );
}

export function createBallotStore(storage?: () => StateStorage | undefined) {
  return createStore<BallotState>()(
    persist(
      (set) => ({
        // The notice opens from the banner; closing it, or dismissing the banner, hides the alert.
        noticeModalOpen: false,
        alertVisible: true,
        bannerDismissed: false,
        openNoticeModal: () => set({ noticeModalOpen: true }),
        closeNoticeModal: () => set({ noticeModalOpen: false, alertVisible: false }),
        dismissBanner: () =>
          set({ bannerDismissed: true, alertVisible: false, noticeModalOpen: false }),
      }),
      {
        name: 'mba-ballot',
        version: persistVersion,
        storage: expiringJsonStorage(persistExpiry.ballot, storage),
        skipHydration: true,
        partialize: ({ noticeModalOpen, alertVisible, bannerDismissed }) => ({
          noticeModalOpen,
          alertVisible,
          bannerDismissed,
        }),
      },
    ),
  );
}
