import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { StateStorage } from 'zustand/middleware';
import { isInElectionWindow } from '../../validators';
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

/** The ballot period is the election window of spec 9 (validators' calendar). */
export function isBallotPeriod(now: number): boolean {
  return isInElectionWindow(new Date(now));
}

export const ballotBannerText =
  'Attention MBA members: Voting for Director Nominees is now live. Please log in to your account to cast your vote.';

export interface BallotBannerConditions {
  readonly isLoggedIn: boolean;
  readonly ballotPeriod: boolean;
  readonly bannerDismissed: boolean;
  readonly titledAlertShowing: boolean;
}

export function showsBallotBanner(conditions: BallotBannerConditions): boolean {
  return (
    !conditions.isLoggedIn &&
    conditions.ballotPeriod &&
    !conditions.bannerDismissed &&
    !conditions.titledAlertShowing
  );
}

export function createBallotStore(storage?: () => StateStorage | undefined) {
  return createStore<BallotState>()(
    persist(
      (set) => ({
        noticeModalOpen: false,
        alertVisible: true,
        bannerDismissed: false,
        openNoticeModal: () => set({ noticeModalOpen: true }),
        closeNoticeModal: () => set({ noticeModalOpen: false, alertVisible: false }),
        dismissBanner: () => set({ bannerDismissed: true, alertVisible: false }),
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
