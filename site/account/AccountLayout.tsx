import type { ReactNode } from 'react';
import { StandardLayout } from '../app/Layouts';
import { useUser } from '../stores';
import { AccountNavigation } from './AccountNavigation';
import { MemberGate } from './MemberGate';

/**
 * Spec 2 "My account (own layout)": the site's header and footer (with the idle watcher of
 * spec 9), and inside them the account's navigation beside the section, for a member only.
 */
export function AccountLayout({ children }: { readonly children: ReactNode }) {
  const ready = useUser((state) => state.isLoggedIn && state.dataLoaded);
  return (
    <StandardLayout>
      <div className={ready ? 'account account--ready' : 'account'} data-area="account">
        {ready ? <AccountNavigation /> : null}
        <div className="account__section">
          <MemberGate>{children}</MemberGate>
        </div>
      </div>
    </StandardLayout>
  );
}
