import type { ReactNode } from 'react';
import { Logo } from '../app/Header';
import { ContactLine } from './ContactLine';

/** The slim frame of campaign, agent and share pages: logo on top, contact hours below. */
export function BareChrome({ children }: { readonly children: ReactNode }) {
  return (
    <div className="bare">
      <div className="bare__top">
        <Logo />
      </div>
      <div className="bare__content">{children}</div>
      <div className="bare__contact">
        <ContactLine channel="members" lead="Questions? Call member services" withHours />
      </div>
    </div>
  );
}
