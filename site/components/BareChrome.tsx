import type { ReactNode } from 'react';
import { Logo } from '../app/Header';

/** The slim frame of campaign, agent and share pages: logo on top, contact hours below. */
export function BareChrome({ children }: { readonly children: ReactNode }) {
  return (
    <div className="bare">
      <div className="bare__top">
        <Logo />
      </div>
      <div className="bare__content">{children}</div>
      <p className="bare__contact">
        Questions? Call member services Monday to Thursday 8am to 6pm ET, Friday 8am to 4pm ET.
      </p>
    </div>
  );
}
