import { useState, type KeyboardEvent } from 'react';
import { authModalStore, signupModalStore, userStore, useUser } from '../stores';
import { HeaderSearch } from './HeaderSearch';
import { SiteLink, SiteNavLink, useSiteNavigation } from './SiteNavigation';

const navigation = [
  { to: '/insurance-plans/', label: 'Insurance plans' },
  { to: '/insurance-plans/people-like-you/', label: 'People like you' },
  { to: '/membership-benefits/', label: 'Membership benefits' },
  { to: '/about/', label: 'About us' },
] as const;

export function Logo() {
  return (
    <SiteLink to="/" className="logo" aria-label="MBA home">
      <span className="logo__mark" aria-hidden="true">
        MBA
      </span>
      <span className="logo__text">
        <span className="logo__name">Membership Benefit Association</span>
        <span className="logo__tagline">Serving those who serve</span>
      </span>
    </SiteLink>
  );
}

function AccountControls() {
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  const memberName = useUser((state) => state.memberName);
  if (isLoggedIn) {
    return (
      <div className="account-controls">
        <span className="account-controls__greeting">Hello, {memberName ?? 'member'}</span>
        <SiteLink to="/my-account/" className="account-controls__link">
          My account
        </SiteLink>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void userStore.getState().logout()}
        >
          Log out
        </button>
      </div>
    );
  }
  // Real forms: before the app has loaded (or without it) they lead to the login and sign-up pages;
  // once hydrated they open the modals instead.
  return (
    <div className="account-controls">
      <form action="/login/" method="get" className="account-controls__form">
        <button
          type="submit"
          className="button button--quiet"
          onClick={(event) => {
            event.preventDefault();
            authModalStore.getState().openModal('login');
          }}
        >
          Log in
        </button>
      </form>
      <form
        action="/membership-benefits/become-a-member/"
        method="get"
        className="account-controls__form"
      >
        <button
          type="submit"
          className="button button--primary"
          onClick={(event) => {
            event.preventDefault();
            signupModalStore.getState().openModal();
          }}
        >
          Become a member
        </button>
      </form>
    </div>
  );
}

/**
 * Below the mobile breakpoint the navigation and search fold into a menu behind a button (a
 * disclosure), so the header stays one or two short rows; from 900 px they show as a row of their
 * own and the button is hidden. The menu closes on every navigation and on Escape.
 */
export function Header() {
  const { location } = useSiteNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Any navigation closes the menu: the page it was drawn for is kept and compared in render.
  const [menuPage, setMenuPage] = useState(location.key);
  if (menuPage !== location.key) {
    setMenuPage(location.key);
    setMenuOpen(false);
  }
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    document.getElementById('site-menu-button')?.focus();
  };
  return (
    <header className="site-header">
      <div className="site-header__inner" onKeyDown={closeOnEscape}>
        <Logo />
        <button
          type="button"
          id="site-menu-button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-button__icon" aria-hidden="true" />
          Menu
        </button>
        <div id="site-menu" className="site-menu" data-open={menuOpen ? '' : undefined}>
          <nav aria-label="Main" className="main-nav">
            <ul>
              {navigation.map((item) => (
                <li key={item.to}>
                  <SiteNavLink to={item.to} end={item.to === '/insurance-plans/'}>
                    {item.label}
                  </SiteNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderSearch />
        </div>
        <AccountControls />
      </div>
    </header>
  );
}
