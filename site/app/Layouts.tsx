import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAuthModal, useBallot, useSignupModal, useUser } from '../stores';
import { ContactLine } from '../components/ContactLine';
import { BallotBanner, TopAlertBar } from './AlertBars';
import { Footer } from './Footer';
import { Header, Logo } from './Header';
import { MobileBar } from './MobileBar';

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to main content
    </a>
  );
}

function Main({ children }: { readonly children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}

// The sign-in forms load when their modal first opens: most visits never open one (an
// application page shows without them).
const AuthModal = lazy(() =>
  import('../auth/AuthModal').then((module) => ({ default: module.AuthModal })),
);
const SignupModal = lazy(() =>
  import('../auth/SignupModal').then((module) => ({ default: module.SignupModal })),
);

// Loaded when first needed, not with every page: the idle watcher once a member is logged in,
// the election notice once opened from the ballot banner.
const IdleWatcher = lazy(() =>
  import('./IdleWatcher').then((module) => ({ default: module.IdleWatcher })),
);
const BallotNoticeModal = lazy(() =>
  import('./BallotNoticeModal').then((module) => ({ default: module.BallotNoticeModal })),
);

function MemberIdleWatcher() {
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <IdleWatcher />
    </Suspense>
  );
}

/** Mounted from its first opening on, so that closing it can still move focus (see the notice). */
function BallotNotice() {
  const opened = useBallot((state) => state.noticeModalOpen);
  const [wanted, setWanted] = useState(false);
  // Adjusted while rendering (not in an effect), so the first opening mounts it at once.
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BallotNoticeModal />
    </Suspense>
  );
}

function LoggedOutModals() {
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  const authOpen = useAuthModal((state) => state.open);
  const signupOpen = useSignupModal((state) => state.open);
  if (isLoggedIn) return null;
  return (
    <>
      <Suspense fallback={null}>
        {authOpen ? <AuthModal /> : null}
        {signupOpen ? <SignupModal /> : null}
      </Suspense>
      <BallotNotice />
    </>
  );
}

/**
 * Header, footer, alert bars, the mobile bar and the logged-out modals around the page. An
 * application page goes without the mobile bar (`quickLinks` false): a bar fixed at the bottom
 * would cover the fields an applicant is filling in.
 */
export function StandardLayout({
  children,
  quickLinks = true,
}: {
  readonly children: ReactNode;
  readonly quickLinks?: boolean;
}) {
  return (
    <div className="layout layout--standard" data-layout="standard">
      <SkipLink />
      <TopAlertBar />
      <Header />
      <Main>{children}</Main>
      <Footer />
      {/* After the footer and sticky at the bottom: it appears after load without moving anything. */}
      <BallotBanner />
      {quickLinks ? <MobileBar /> : null}
      <LoggedOutModals />
      <MemberIdleWatcher />
    </div>
  );
}

/** The sign-in pages: the logo and the form, nothing to distract. */
export function AuthLayout({ children }: { readonly children: ReactNode }) {
  return (
    <div className="layout layout--auth" data-layout="auth">
      <SkipLink />
      <header className="auth-header">
        <Logo />
      </header>
      <Main>
        <div className="auth-card">{children}</div>
      </Main>
      <footer className="auth-footer">
        <ContactLine channel="members" withHours />
      </footer>
      <MemberIdleWatcher />
    </div>
  );
}

/** Campaigns, agent, shareapp, events and personal URLs bring their own chrome. */
export function BareLayout({ children }: { readonly children: ReactNode }) {
  return (
    <div className="layout layout--bare" data-layout="bare">
      <Main>{children}</Main>
      <MemberIdleWatcher />
    </div>
  );
}
